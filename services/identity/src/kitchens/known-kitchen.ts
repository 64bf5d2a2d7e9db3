import type { OwnerLookup, RequestContext } from '@brigade/service-kit';
import type { KitchenStates } from './kitchen-states';

/**
 * Whether a kitchen exists, the kitchen service asked when identity has not heard of it yet (#43,
 * README 'Read your own writes'): a super admin who just created a kitchen adds its people in the
 * next request, before KitchenCreated arrives. The kitchen service answers for any id it is asked
 * about, a gone or unknown one as DELETED, and identity keeps a kitchen it shows only where it holds
 * nothing yet, so a deletion already heard of stands.
 */
export function knownKitchen(states: KitchenStates, askKitchen: OwnerLookup) {
  return async (ctx: RequestContext, kitchenId: string): Promise<boolean> => {
    if (await states.exists(kitchenId)) return true;
    const [kitchen] = await askKitchen<{ id: string; status: string }>(ctx, 'Kitchen', [kitchenId], 'status');
    if (!kitchen || kitchen.status === 'DELETED') return false;
    return states.asked(kitchenId);
  };
}

export type KnownKitchen = ReturnType<typeof knownKitchen>;
