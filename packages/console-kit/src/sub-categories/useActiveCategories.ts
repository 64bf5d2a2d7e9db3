import { useQuery } from '@apollo/client/react';
import { PLATFORM } from '@brigade/console-kit';
import { ACTIVE_CATEGORIES, type CategoryChoice } from './queries';

/** The active categories offered to an owner: the platform's, plus a kitchen's own when `owner` is one. */
export function useActiveCategories(owner: string, skip = false): CategoryChoice[] {
  const kitchenId = owner && owner !== PLATFORM ? owner : null;
  const { data } = useQuery<{ getActiveCategory: CategoryChoice[] }>(ACTIVE_CATEGORIES, {
    variables: kitchenId ? { kitchenId } : {},
    skip,
  });
  return data?.getActiveCategory ?? [];
}
