import { useQuery } from '@apollo/client/react';
import { PLATFORM } from '../category/Owners';
import { usePlatformScope } from '../session/ConsoleContext';
import { ACTIVE_CATEGORIES, type CategoryChoice } from './queries';

/**
 * The active categories offered to an owner: the platform's, plus a kitchen's own. The super
 * admin names the kitchen (`owner`, a list filter's or a form's value); a kitchen admin always
 * gets their own, which the catalog decides.
 */
export function useActiveCategories(owner: string, skip = false): CategoryChoice[] {
  const platform = usePlatformScope();
  const kitchenId = platform && owner && owner !== PLATFORM ? owner : null;
  const { data } = useQuery(ACTIVE_CATEGORIES, {
    variables: kitchenId ? { kitchenId } : {},
    skip,
  });
  return data?.getActiveCategory ?? [];
}
