import { useQuery } from '@apollo/client/react';
import { ACTIVE_ALLERGENS, type AllergenChoice } from './queries';

/** The allergens offered for choosing (ACTIVE ones, named in the person's language). */
export function useActiveAllergens(): AllergenChoice[] {
  const { data } = useQuery(ACTIVE_ALLERGENS);
  return data?.getActiveAllergens ?? [];
}
