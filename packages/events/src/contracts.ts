/** Event types and their payloads, per topic. A payload change means a new topic version. */
export type KitchenEvents = {
  KitchenDeleted: { kitchenId: string };
};

export type EventType = keyof KitchenEvents;
