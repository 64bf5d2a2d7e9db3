import { fireEvent, screen } from '@testing-library/react';
import { SEND_PUSH, type PushNotificationInput } from '@brigade/console-kit';
import { mockAnswer } from '@brigade/test-kit/fixtures/answer';
import { kitchenPlanMock } from './support/plan';
import { renderConsole } from './support/render';

const sent = (input: PushNotificationInput) =>
  mockAnswer(
    SEND_PUSH,
    { input },
    { SendPushNotification: { __typename: 'PushResult', code: 200, message: 'Sent to 3 devices', sent: 3, failed: 0 } },
  );

test('a kitchen admin sends to all their cooks: their own kitchen, which they never choose', async () => {
  renderConsole('/auth/admin/push-notification', {
    mocks: [kitchenPlanMock(), sent({ title: 'Briefing', body: 'Tasting at 4 pm', kitchenId: 'k1' })],
  });
  expect(await screen.findByLabelText('All my cooks')).toBeTruthy();
  expect(screen.queryByLabelText('All users')).toBeNull();
  expect(screen.queryByLabelText('Kitchen')).toBeNull();
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Briefing' } });
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Tasting at 4 pm' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Notification sent')).toBeTruthy();
});

test('one cook must be chosen before sending to one cook', async () => {
  renderConsole('/auth/admin/push-notification', { mocks: [kitchenPlanMock()] });
  fireEvent.click(await screen.findByLabelText('One cook'));
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Briefing' } });
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Tasting at 4 pm' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Please choose a user')).toBeTruthy();
});
