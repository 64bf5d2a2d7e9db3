/**
 * Topics (ARCHITECTURE.md section 4): one per aggregate, key = aggregate id. A payload that
 * changes shape gets a new topic version (`.v2`), never a silent change.
 */
export const Topics = {
  user: 'identity.user.v1',
  kitchen: 'kitchen.kitchen.v1',
  category: 'catalog.category.v1',
  ingredient: 'catalog.ingredient.v1',
  recipe: 'recipe.recipe.v1',
  subscription: 'billing.subscription.v1',
  invoice: 'billing.invoice.v1',
} as const;

export type Topic = (typeof Topics)[keyof typeof Topics];

/** Where a consumer group parks messages it could not apply after its retries. */
export const deadLetterTopic = (groupId: string) => `dlq.${groupId}`;
