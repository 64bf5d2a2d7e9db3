import { screen, waitFor } from '@testing-library/react';
import type { Answer } from '@brigade/test-kit/fixtures/answer';
import type { CreateContactFormMutation } from '../src/__generated__/graphql';
import { CREATE_CONTACT_FORM } from '../src/contact/ContactPage';
import { fill, press } from './support/form';
import { ADMIN, badInput, renderApp, settle } from './support/render';

const thanks = {
  data: {
    CreateContactForm: { __typename: 'MessageResponse', code: 200, message: 'Thank you, we received your message' },
  } satisfies Answer<CreateContactFormMutation>,
};

test('a visitor’s message is sent with every field and thanked', async () => {
  const input = { name: 'Sam Guest', email: 'sam@guest.test', subject: 'Allergens', message: 'Do you track sesame?' };
  const sent = jest.fn(() => thanks);
  await renderApp('/contact', { mocks: [{ request: { query: CREATE_CONTACT_FORM, variables: { input } }, result: sent }] });
  fill('Your name', input.name);
  fill('Email', input.email);
  fill('Subject (optional)', input.subject);
  fill('Message', input.message);
  press('Send message');
  expect(await screen.findByText('Thank you, we received your message')).toBeTruthy();
  expect(sent).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('link', { name: 'Back to Brigade' }).getAttribute('href')).toBe('/');
});

test('an empty form is refused in the browser, each message naming its field, and nothing is sent', async () => {
  const sent = jest.fn(() => thanks);
  await renderApp('/contact', { mocks: [{ request: { query: CREATE_CONTACT_FORM, variables: () => true }, result: sent }] });
  fill('Email', 'not-an-email');
  press('Send message');
  expect(await screen.findByText('Please enter your name')).toBeTruthy();
  expect(screen.getByText('Please enter a valid email')).toBeTruthy();
  expect(screen.getByText('Please enter your message')).toBeTruthy();
  await settle();
  expect(sent).not.toHaveBeenCalled();
});

test('the messages are in the visitor’s language', async () => {
  await renderApp('/contact', { locale: 'nl' });
  press('Bericht versturen');
  expect(await screen.findByText('Vul je naam in')).toBeTruthy();
  expect(screen.getByText('Vul je bericht in')).toBeTruthy();
});

test('a signed-in person finds their name and address filled in, and the subject may stay empty', async () => {
  const input = { name: 'Chef', email: 'chef@example.com', message: 'The plating video does not play' };
  const sent = jest.fn(() => thanks);
  await renderApp('/contact', {
    token: 'tok',
    user: ADMIN,
    mocks: [{ request: { query: CREATE_CONTACT_FORM, variables: { input } }, result: sent }],
  });
  expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('Chef');
  expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('chef@example.com');
  fill('Message', input.message);
  press('Send message');
  expect(await screen.findByText('Thank you, we received your message')).toBeTruthy();
  expect(sent).toHaveBeenCalledTimes(1);
});

test("the server's refusal of a field shows next to that field; a refusal of the sender shows above the form", async () => {
  const input = { name: 'Sam', email: 'sam@guest.test', message: 'Hi' };
  await renderApp('/contact', {
    mocks: [
      { request: { query: CREATE_CONTACT_FORM, variables: { input } }, result: badInput('email', 'Please enter a valid email address') },
      {
        request: { query: CREATE_CONTACT_FORM, variables: { input: { ...input, message: 'Hi again' } } },
        result: { errors: [{ message: 'Too many attempts; please try again in 40 minutes', extensions: { code: 'TOO_MANY_REQUESTS' } }] },
      },
    ],
  });
  fill('Your name', input.name);
  fill('Email', input.email);
  fill('Message', input.message);
  press('Send message');
  const message = await screen.findByText('Please enter a valid email address');
  expect(message.closest('.ant-form-item')?.querySelector('input#email')).toBeTruthy();
  fill('Message', 'Hi again');
  press('Send message');
  await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Too many attempts; please try again in 40 minutes'));
  expect(screen.queryByText('Thank you, we received your message')).toBeNull();
});
