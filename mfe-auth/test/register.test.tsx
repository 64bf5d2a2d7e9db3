import { screen, waitFor } from '@testing-library/react';
import { mockAnswer, type Answer } from '@brigade/test-kit/fixtures/answer';
import type { CreateUserMutation } from '../src/__generated__/graphql';
import { CREATE_USER } from '../src/register/RegisterPage';
import { CHECK_EMAIL } from '../src/register/useEmailCheck';
import { fill, press } from './support/form';
import { badInput, renderApp, settle } from './support/render';

const person = {
  fName: 'Ada',
  lName: 'Cook',
  email: 'ada@example.com',
  kitchenName: 'Ada’s',
  password: 'Kitchen42',
  confirmPassword: 'Kitchen42',
};

const emailFree = (email = person.email) =>
  mockAnswer(CHECK_EMAIL, { email }, { CheckEmail: { __typename: 'MessageResponse', code: 200, message: 'This email is available' } });

function fillForm(values: Partial<typeof person> & { phone?: string } = {}) {
  const v = { ...person, ...values };
  fill('First name', v.fName);
  fill('Last name', v.lName);
  fill('Email', v.email);
  if (v.phone) fill('Phone (optional)', v.phone);
  fill('Kitchen name', v.kitchenName);
  fill('Password', v.password);
  fill('Confirm password', v.confirmPassword);
}

test('a registration that succeeds tells the person to check their email and offers sign-in', async () => {
  const created = jest.fn(() => ({
    data: {
      CreateUser: { __typename: 'UserResponse', code: 200, message: 'User registered successfully, please check email' },
    } satisfies Answer<CreateUserMutation>,
  }));
  await renderApp('/register', {
    mocks: [emailFree(), { request: { query: CREATE_USER, variables: { input: person } }, result: created }],
  });
  fillForm();
  press('Register');
  expect(await screen.findByText('User registered successfully, please check email')).toBeTruthy();
  expect(created).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
});

test('passwords that differ are refused before any call', async () => {
  const created = jest.fn(() => ({
    data: { CreateUser: { __typename: 'UserResponse', code: 200, message: 'ok' } } satisfies Answer<CreateUserMutation>,
  }));
  await renderApp('/register', { mocks: [emailFree(), { request: { query: CREATE_USER, variables: () => true }, result: created }] });
  fillForm({ confirmPassword: 'Kitchen43' });
  press('Register');
  expect(await screen.findByText('The passwords do not match')).toBeTruthy();
  await settle();
  expect(created).not.toHaveBeenCalled();
  expect(screen.queryByText('User registered successfully, please check email')).toBeNull();
});

test('a weak password is refused in the browser with the server’s rule', async () => {
  await renderApp('/register', { mocks: [emailFree()] });
  fillForm({ password: 'short', confirmPassword: 'short' });
  press('Register');
  expect(await screen.findByText('The password needs 8 to 128 characters with at least one letter and one number')).toBeTruthy();
});

test('an address already registered is reported when the field is left', async () => {
  await renderApp('/register', {
    mocks: [
      mockAnswer(
        CHECK_EMAIL,
        { email: 'taken@example.com' },
        { CheckEmail: { __typename: 'MessageResponse', code: 409, message: 'This email is already registered' } },
      ),
    ],
  });
  fill('Email', 'taken@example.com');
  expect(await screen.findByText('This email is already registered')).toBeTruthy();
});

test("a phone like '12' is stopped next to its field in the user's language, and nothing is sent", async () => {
  await renderApp('/register', { mocks: [emailFree()] });
  fillForm({ phone: '12' });
  press('Register');
  const message = await screen.findByText('Please enter a valid phone number with its country code, e.g. +31 6 12345678');
  expect(message.closest('.ant-form-item')?.querySelector('input#phone')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});

test("the server's field errors are shown next to their field", async () => {
  const input = { ...person, phone: '+31 6 12345678' };
  await renderApp('/register', {
    mocks: [
      emailFree(),
      {
        request: { query: CREATE_USER, variables: { input } },
        result: badInput('phone', 'Please enter a valid phone number with its country code'),
      },
    ],
  });
  fillForm({ phone: '+31 6 12345678' });
  press('Register');
  const message = await screen.findByText('Please enter a valid phone number with its country code');
  // antd renders a field's errors inside that field's item, below its input.
  const item = message.closest('.ant-form-item');
  expect(item?.querySelector('input#phone')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('an error that names no field of the form shows in the alert', async () => {
  await renderApp('/register', {
    mocks: [
      emailFree(),
      {
        request: { query: CREATE_USER, variables: () => true },
        result: { errors: [{ message: 'Too many attempts; please try again in 5 minutes', extensions: { code: 'TOO_MANY_REQUESTS' } }] },
      },
    ],
  });
  fillForm();
  press('Register');
  await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Too many attempts; please try again in 5 minutes'));
});
