export { newEvent, parseEnvelope, type EventEnvelope } from './envelope';
export { captureTrace, type TraceCarrier } from './trace-context';
export { Topics, deadLetterTopic, type Topic } from './topics';
export { outboxPlugin, withEvents, deleteWithEvent, notDeleted, OUTBOX_WRITTEN, PENDING_EVENTS, type Outboxed } from './outbox';
export { OutboxRelay, type OutboxSource, type RelayOptions } from './relay';
export { EventConsumer, type ConsumerOptions, type ConsumerState, type EventHandler } from './consumer';
export { applyOnce } from './apply-once';
export { eventHandlers, InvalidPayload, type EventContract, type Payloads, type PayloadHandler } from './handlers';
export { UserEvents, KitchenEvents, SubscriptionEvents, InvoiceEvents, RecipeEvents, CatalogEvents, IngredientEvents } from './contracts';
export type {
  UserSummary,
  UserRole,
  PlanLimits,
  RecipeSummary,
  CookChangeCounts,
  RecipeType,
  IngredientPrice,
  Nutrients,
  UnitDimension,
  EventType,
} from './contracts';
