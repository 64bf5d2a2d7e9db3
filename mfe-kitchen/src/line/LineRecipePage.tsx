import { useQuery } from '@apollo/client/react';
import { useUrlParam } from '@brigade/console-kit';
import { HANDLES_FORBIDDEN, Spinner } from '@brigade/ui';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { isForbidden } from './forbidden';
import { LineRecipeView } from './LineRecipeView';
import { m } from './messages';
import { LINE_RECIPE, type LineRecipeData, type LineRecipeVariables } from './queries';
import { Unavailable } from './Unavailable';

/**
 * One recipe or dish for the line. The target yield lives in the address (?yield=10) so a reload
 * keeps the amounts the cook is working with; the server scales and rounds them per unit.
 */
export function LineRecipePage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const [target, setTarget] = useUrlParam('yield');
  const scaleToYield = Number(target) > 0 ? Number(target) : undefined;
  const { data, previousData, loading, error } = useQuery<LineRecipeData, LineRecipeVariables>(LINE_RECIPE, {
    variables: scaleToYield ? { id, scaleToYield } : { id },
    // Ingredient lines are cached by id; a cached scaled answer must not stand in for the plain one.
    fetchPolicy: 'network-only',
    // A refused recipe is shown as Access Forbidden here; the cook's session is fine.
    context: HANDLES_FORBIDDEN,
  });
  // While a new yield is asked for, the page stays (and keeps its step) with the last answer.
  const shown = data ?? previousData;
  const recipe = shown?.getRecipeMenuById?.id === id ? shown.getRecipeMenuById : null;
  if (isForbidden(error)) {
    return <Unavailable status="403" title={intl.formatMessage(m.forbidden)} detail={intl.formatMessage(m.forbiddenDetail)} />;
  }
  if (!recipe && loading) return <Spinner />;
  if (!recipe) return <Unavailable status={error ? 'error' : '404'} title={error?.message ?? intl.formatMessage(m.notFound)} />;
  return (
    <LineRecipeView
      key={recipe.id}
      recipe={recipe}
      scaling={{ target: scaleToYield, busy: loading, problem: error?.message, onScale: (next) => setTarget(next ? String(next) : null) }}
    />
  );
}
