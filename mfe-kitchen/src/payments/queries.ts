import { gql, type TypedDocumentNode } from '@apollo/client';
import type { KitchenPlansOnOfferQuery, KitchenPlansOnOfferQueryVariables } from '../__generated__/graphql';

export const PLANS_ON_OFFER: TypedDocumentNode<KitchenPlansOnOfferQuery, KitchenPlansOnOfferQueryVariables> = gql`
  query KitchenPlansOnOffer {
    getActiveSubscriptionPlan {
      id
      name
      cooksCount
      recipeCount
      dishesCount
      perCookViewRecipeCount
      price
      currency
      subscriptionPlan
    }
  }
`;

/** A plan on offer, with what it allows and its price per cycle before VAT (exact decimal text in `currency`). */
export type OfferedPlan = KitchenPlansOnOfferQuery['getActiveSubscriptionPlan'][number];
