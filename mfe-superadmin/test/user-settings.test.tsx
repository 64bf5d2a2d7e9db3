import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CmsInput, UserDetailsInput } from '../src/__generated__/graphql';
import { CREATE_CMS, GET_CMS, ME, UPDATE_PROFILE, type Cms, type Profile } from '../src/user-settings/queries';
import { mockAnswer, type Answer } from '@brigade/test-kit/fixtures/answer';
import { renderConsole, settle } from './support/render';

const PATH = '/auth/superadmin/user-settings';
const me: Answer<Profile> = {
  __typename: 'User',
  id: 'sa1',
  fName: 'Owner',
  lName: 'Brigade',
  displayName: null,
  userName: 'owner',
  email: 'owner@brigade.example',
  phone: null,
  profileImage: 'https://cdn.example/old.png',
  lang: 'en',
};
const meCall = mockAnswer(ME, undefined, { me });
const cms: Answer<Cms> = {
  __typename: 'Cms',
  id: 'c1',
  privacyPolicy: '# Privacy\n\nWe keep your e-mail.',
  termsCondition: 'Be fair.',
  createdAt: '2026-01-05T12:00:00.000Z',
};
const cmsCall = mockAnswer(GET_CMS, undefined, { GetCms: cms });

// jsdom has no fetch: the upload's call is stood in for where a test needs it.
afterEach(() => Reflect.deleteProperty(globalThis, 'fetch'));

test('the profile saves exactly what was changed, with a picture uploaded with the session token', async () => {
  const upload = jest.fn<Promise<Partial<Response>>, [string, RequestInit]>().mockResolvedValue({
    ok: true,
    json: async () => ({ id: 'm1', url: 'https://cdn.example/new.png', contentType: 'image/png', size: 10 }),
  });
  Object.assign(globalThis, { fetch: upload });
  const input = {
    fName: 'Olga',
    lName: 'Brigade',
    displayName: 'Chef Olga',
    userName: 'owner',
    phone: '+31 6 12345678',
    profileImage: 'https://cdn.example/new.png',
    lang: 'en',
  } satisfies UserDetailsInput;
  renderConsole(PATH, {
    mocks: [
      meCall,
      mockAnswer(
        UPDATE_PROFILE,
        { input },
        { UpdateUserDetails: { __typename: 'UserResponse', code: 200, message: 'Saved', user: { ...me, ...input } } },
      ),
    ],
  });
  await waitFor(() => expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Owner'));
  expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('owner@brigade.example');
  fireEvent.change(screen.getByLabelText('First name'), { target: { value: ' Olga ' } });
  fireEvent.change(screen.getByLabelText('Display name'), { target: { value: 'Chef Olga' } });
  fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+31 6 12345678' } });
  const file = new File(['png'], 'me.png', { type: 'image/png' });
  await act(async () => {
    fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [file] } });
  });
  await waitFor(() => expect(upload).toHaveBeenCalled());
  expect(upload.mock.calls[0]![1].headers).toEqual({ authorization: 'Bearer token-1' });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Saved')).toBeTruthy();
});

test("identity's field error lands next to its field; a phone that is no real number is stopped first", async () => {
  const input = {
    fName: 'Owner',
    lName: 'Brigade',
    displayName: null,
    userName: 'owner',
    phone: '+31 6 12345678',
    profileImage: null,
    lang: 'en',
  } satisfies UserDetailsInput;
  renderConsole(PATH, {
    mocks: [
      meCall,
      {
        request: { query: UPDATE_PROFILE, variables: { input } },
        result: { errors: [{ message: 'This phone number is not valid', extensions: { code: 'BAD_USER_INPUT', field: 'phone' } }] },
      },
    ],
  });
  const phone = await screen.findByLabelText('Phone');
  fireEvent.change(phone, { target: { value: '12' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Please enter a valid phone number with its country code, e.g. +31 6 12345678')).toBeTruthy();

  fireEvent.change(phone, { target: { value: '+31 6 12345678' } });
  fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  const message = await screen.findByText('This phone number is not valid');
  expect(message.closest('.ant-form-item')!.querySelector('#phone')).toBeTruthy();
});

test('the password tab leads to the change-password form', async () => {
  renderConsole(`${PATH}?tab=password`);
  expect((await screen.findByRole('link', { name: 'Change password' })).getAttribute('href')).toBe('/change-password');
});

test('the legal texts are Markdown with a live preview that shows HTML as text; Save publishes both texts', async () => {
  const input = {
    privacyPolicy: cms.privacyPolicy,
    termsCondition: '## Terms\n\n- Pay on time\n- Be fair\n\n<script>window.hacked = true</script>',
  } satisfies CmsInput;
  renderConsole(`${PATH}?tab=cms`, {
    mocks: [cmsCall, mockAnswer(CREATE_CMS, { input }, { CreateCms: { ...cms, ...input, id: 'c2' } })],
  });
  const privacy = await screen.findByRole('region', { name: 'Preview: Privacy policy' });
  expect(within(privacy).getByRole('heading', { name: 'Privacy' })).toBeTruthy();
  expect(screen.getByText(/^Published Jan 5, 2026/)).toBeTruthy();

  fireEvent.change(screen.getByLabelText('Terms and conditions'), { target: { value: input.termsCondition } });
  const terms = screen.getByRole('region', { name: 'Preview: Terms and conditions' });
  expect(within(terms).getByRole('heading', { name: 'Terms' })).toBeTruthy();
  expect(
    within(terms)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Pay on time', 'Be fair']);
  expect(within(terms).getByText('<script>window.hacked = true</script>')).toBeTruthy();
  expect(terms.querySelector('script')).toBeNull();
  expect((window as { hacked?: boolean }).hacked).toBeUndefined();

  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Published')).toBeTruthy();
});

test('an empty legal text is refused before anything is sent', async () => {
  renderConsole(`${PATH}?tab=cms`, { mocks: [mockAnswer(GET_CMS, undefined, { GetCms: null })] });
  fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Please enter Privacy policy')).toBeTruthy();
  expect(screen.getByText('Please enter Terms and conditions')).toBeTruthy();
});

test('leaving a changed legal text for another tab asks Save or Don’t Save', async () => {
  const { where } = renderConsole(`${PATH}?tab=cms`, { mocks: [cmsCall, meCall] });
  fireEvent.change(await screen.findByLabelText('Terms and conditions'), { target: { value: 'Changed' } });
  await settle(50);
  fireEvent.click(screen.getByRole('tab', { name: 'Profile' }));
  expect(await screen.findByText('You have unsaved changes. Are you sure you want to leave without saving')).toBeTruthy();
  expect(where()).toBe(`${PATH}?tab=cms`);
  fireEvent.click(screen.getByRole('button', { name: "Don't Save" }));
  await waitFor(() => expect(where()).toBe(PATH));
  expect(await screen.findByLabelText('First name')).toBeTruthy();
});
