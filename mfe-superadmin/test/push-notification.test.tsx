import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACTIVE_KITCHENS, FIND_USERS, SEND_PUSH, type PushNotificationInput } from '@brigade/console-kit';
import { mockAnswer } from '@brigade/test-kit/fixtures/answer';
import { renderConsole } from './support/render';

const PATH = '/auth/superadmin/push-notification';
const kitchens = mockAnswer(
  ACTIVE_KITCHENS,
  undefined,
  { getActiveKitchen: [{ __typename: 'Kitchen', id: 'k2', name: 'Bistro Bo' }] },
  { maxUsageCount: 5 },
);
const sent = (input: PushNotificationInput, counts = { sent: 12, failed: 1 }) =>
  mockAnswer(
    SEND_PUSH,
    { input },
    { SendPushNotification: { __typename: 'PushResult', code: 200, message: `Sent to ${counts.sent} devices`, ...counts } },
  );
const compose = async (title = 'New menu', body = 'Spring dishes are live') => {
  fireEvent.change(await screen.findByLabelText('Title'), { target: { value: ` ${title} ` } });
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: body } });
};
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));
const pick = async (label: string, option: string) => {
  fireEvent.mouseDown(within(screen.getByLabelText(label).closest('.ant-select')!).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle(option));
};

test('to all users: sends the title, body and all, then shows the delivery counts', async () => {
  renderConsole(PATH, { mocks: [sent({ title: 'New menu', body: 'Spring dishes are live', all: true })] });
  await compose();
  send();
  const result = await screen.findByRole('region', { name: 'Last notification' });
  expect(within(result).getByText('Sent to 12 devices')).toBeTruthy();
  expect(within(result).getByText('Delivered').closest('.ant-statistic')!.textContent).toContain('12');
  expect(within(result).getByText('Not delivered').closest('.ant-statistic')!.textContent).toContain('1');
});

test('to one kitchen: sends only that kitchen, and asks for one first', async () => {
  renderConsole(PATH, {
    mocks: [kitchens, sent({ title: 'New menu', body: 'Spring dishes are live', kitchenId: 'k2' }, { sent: 3, failed: 0 })],
  });
  await compose();
  fireEvent.click(screen.getByLabelText('One kitchen'));
  send();
  expect(await screen.findByText('Please choose a kitchen')).toBeTruthy();
  await pick('Kitchen', 'Bistro Bo');
  send();
  const result = await screen.findByRole('region', { name: 'Last notification' });
  expect(within(result).getByText('Sent to 3 devices')).toBeTruthy();
});

test('to one user: finds them on the server, sends their id and the page to open', async () => {
  renderConsole(PATH, {
    mocks: [
      mockAnswer(
        FIND_USERS,
        { pageNo: 1, sizePerPage: 20, filters: { search: 'ann' } },
        {
          GetUsers: {
            __typename: 'UserPage',
            total: 1,
            records: [{ __typename: 'User', id: 'u1', fName: 'Anna', lName: 'Berg', email: 'anna@example.com' }],
          },
        },
      ),
      sent({ title: 'New menu', body: 'Spring dishes are live', url: '/auth/admin/recipe', userId: 'u1' }, { sent: 1, failed: 0 }),
    ],
  });
  await compose();
  fireEvent.change(screen.getByLabelText('Page to open (optional)'), { target: { value: '/auth/admin/recipe' } });
  fireEvent.click(screen.getByLabelText('One user'));
  const search = await screen.findByLabelText('User');
  fireEvent.mouseDown(search);
  fireEvent.change(search, { target: { value: 'ann' } });
  fireEvent.click(await screen.findByTitle('Anna Berg — anna@example.com'));
  send();
  const result = await screen.findByRole('region', { name: 'Last notification' });
  expect(within(result).getByText('Sent to 1 devices')).toBeTruthy();
});

test('title and body are required and the page must be one of the app; nothing is sent before', async () => {
  renderConsole(PATH);
  fireEvent.change(await screen.findByLabelText('Page to open (optional)'), { target: { value: 'https://evil.example' } });
  send();
  expect(await screen.findByText('Please enter Title')).toBeTruthy();
  expect(screen.getByText('Please enter Message')).toBeTruthy();
  expect(screen.getByText('Enter a page of Brigade starting with a single /')).toBeTruthy();
});

test("identity's refusal of the body lands next to it, and no counts are shown", async () => {
  renderConsole(PATH, {
    mocks: [
      {
        request: { query: SEND_PUSH, variables: { input: { title: 'New menu', body: 'Spring dishes are live', all: true } } },
        result: {
          errors: [{ message: 'The message is too long for a push notification', extensions: { code: 'BAD_USER_INPUT', field: 'body' } }],
        },
      },
    ],
  });
  await compose();
  send();
  const message = await screen.findByText('The message is too long for a push notification');
  expect(message.closest('.ant-form-item')!.querySelector('#body')).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Last notification' })).toBeNull());
});
