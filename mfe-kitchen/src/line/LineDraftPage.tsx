import { useQuery } from '@apollo/client/react';
import { HANDLES_FORBIDDEN, Spinner } from '@brigade/ui';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { isForbidden } from './forbidden';
import { LineRecipeView } from './LineRecipeView';
import { kitchenLineMessages } from './messages';
import { LINE_DRAFT } from './queries';
import { Unavailable } from './Unavailable';

/** A draft is shown as written: the service scales the released version only. */
const UNSCALED = { busy: false, onScale: () => {} };

/**
 * A kitchen admin's preview of the waiting draft in the cook's own view (`/recipe/:id?draft=7`,
 * issue #45): the recipe service answers the draft to the kitchen's admins only, so the page shows
 * what it is given, and says so when no draft waits (released or sent back meanwhile).
 */
export function LineDraftPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  // The draft shares the recipe's ids (its lines' and steps' too): kept out of the cache, or it would overwrite the released one.
  const { data, loading, error } = useQuery(LINE_DRAFT, { variables: { id }, fetchPolicy: 'no-cache', context: HANDLES_FORBIDDEN });
  const recipe = data?.getRecipeMenuById;
  if (loading) return <Spinner />;
  if (isForbidden(error)) {
    return (
      <Unavailable
        status="403"
        title={intl.formatMessage(kitchenLineMessages.forbidden)}
        detail={intl.formatMessage(kitchenLineMessages.forbiddenDetail)}
      />
    );
  }
  if (error) return <Unavailable status="error" title={error.message} />;
  if (!recipe?.draft) return <Unavailable status="404" title={intl.formatMessage(kitchenLineMessages.noDraft)} />;
  return (
    <LineRecipeView
      recipe={recipe.draft.recipe}
      scaling={UNSCALED}
      draft={{ version: recipe.draft.version, released: recipe.releasedVersionNumber }}
    />
  );
}
