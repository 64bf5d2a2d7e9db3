import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { CURRENT_PRICES } from './queries';

/**
 * The current price of each of a page's ingredients, in one getCurrentPrices call, by ingredient
 * id (an ingredient the kitchen never priced is absent). Off (no call) when `enabled` is false: the
 * super admin's list would need a kitchen to ask about.
 */
export function useCurrentPrices(ingredientIds: string[], enabled: boolean) {
  const { data, previousData, error } = useQuery(CURRENT_PRICES, {
    variables: { ingredientIds },
    skip: !enabled || ingredientIds.length === 0,
    fetchPolicy: 'cache-and-network',
  });
  const prices = (data ?? previousData)?.getCurrentPrices;
  const byIngredient = useMemo(() => new Map((prices ?? []).map((price) => [price.ingredientId, price])), [prices]);
  // `loaded`: absent means 'never priced' only once the answer is in.
  return { byIngredient, loaded: prices !== undefined, error };
}
