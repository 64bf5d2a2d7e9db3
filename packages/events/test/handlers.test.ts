import { eventHandlers, InvalidPayload, KitchenEvents, newEvent } from '../src';

const meta = { producer: 'kitchen', aggregateId: 'k1', kitchenId: 'k1' };

test('a payload its contract refuses never reaches the handler; the error names the fields, not their values', async () => {
  const seen: unknown[] = [];
  const handlers = eventHandlers(KitchenEvents, {
    KitchenCreated: async (payload) => void seen.push(payload),
  });
  const event = newEvent('KitchenCreated', { kitchenId: 42, name: 'Chez Secret', firstAdmin: { email: 'chef@example.com' } }, meta);

  const refused = await handlers.KitchenCreated(event).then(
    () => null,
    (error: unknown) => error,
  );

  expect(seen).toEqual([]);
  expect(refused).toBeInstanceOf(InvalidPayload);
  expect(refused).toMatchObject({
    type: 'KitchenCreated',
    eventId: event.id,
    paths: ['kitchenId', 'ownerId', 'firstAdmin.fName', 'firstAdmin.lName'],
  });
  expect(String((refused as Error).message)).not.toMatch(/Chez Secret|chef@example\.com|42/);
});

test('a valid payload reaches the handler parsed, with its envelope', async () => {
  const seen: { name: string; kitchenId: string; occurredAt: string }[] = [];
  const handlers = eventHandlers(KitchenEvents, {
    KitchenCreated: async (payload, event) =>
      void seen.push({ name: payload.name, kitchenId: payload.kitchenId, occurredAt: event.occurredAt }),
    KitchenDeleted: async () => undefined,
  });
  const event = newEvent('KitchenCreated', { kitchenId: 'k1', name: 'Bistro', ownerId: null, extra: 'dropped' }, meta);

  await handlers.KitchenCreated(event);

  expect(seen).toEqual([{ name: 'Bistro', kitchenId: 'k1', occurredAt: event.occurredAt }]);
  expect(Object.keys(handlers).sort()).toEqual(['KitchenCreated', 'KitchenDeleted']);
});

test('a handler is typed by its contract', () => {
  eventHandlers(KitchenEvents, {
    KitchenStatusChanged: async (payload) => {
      const status: string = payload.status;
      // @ts-expect-error KitchenStatusChanged carries no name
      void payload.name;
      void status;
    },
  });
  expect(() =>
    // @ts-expect-error UserCreated is not an event of kitchen.kitchen.v1
    eventHandlers(KitchenEvents, { UserCreated: async () => undefined }),
  ).toThrow('UserCreated is not an event of this contract');
});
