import { useQuery } from '@apollo/client/react';
import { HANDLES_FORBIDDEN, Spinner } from '@brigade/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { useAdminPreview } from './AdminPreview';
import { LineDraftPage } from './LineDraftPage';
import { isForbidden } from './forbidden';
import { LineRecipeView } from './LineRecipeView';
import { kitchenLineMessages } from './messages';
import { LINE_RECIPE } from './queries';
import { askedYield, scaleRefusal, sendable } from './scale';
import { Unavailable } from './Unavailable';
import { useLineParam } from './useLineParam';

/**
 * One recipe or dish for the line. The target yield lives in the address (?yield=10) so a reload
 * keeps the amounts the cook is working with, and a sub-recipe line opens its recipe scaled the
 * same way; the server scales and rounds them per unit. A yield of 0 or below is not sent (the
 * scale control says why); one the server refuses is shown, with the recipe as written.
 */
export function LineRecipePage() {
  const preview = useAdminPreview();
  const [params] = useSearchParams();
  // `?draft=`: the recipe page's preview of a waiting draft, for the kitchen's admins (a cook's address never has it).
  return preview && params.has('draft') ? <LineDraftPage /> : <ReleasedRecipePage />;
}

function ReleasedRecipePage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const [target, setTarget] = useLineParam('yield');
  const asked = askedYield(target);
  const [refused, setRefused] = useState<{ target: string; message: string } | null>(null);
  const refusedHere = refused?.target === target ? refused.message : undefined;
  const scaleToYield = refusedHere ? undefined : sendable(asked);
  const { data, previousData, loading, error } = useQuery(LINE_RECIPE, {
    variables: scaleToYield ? { id, scaleToYield } : { id },
    // Ingredient lines are cached by id; a cached scaled answer must not stand in for the plain one.
    fetchPolicy: 'network-only',
    // A refused recipe is shown as Access Forbidden here; the cook's session is fine.
    context: HANDLES_FORBIDDEN,
  });
  const refusal = scaleRefusal(error);
  // Refused: ask again for the recipe as written, and keep saying why until another yield is asked.
  useEffect(() => {
    if (refusal && target) setRefused({ target, message: refusal });
  }, [refusal, target]);
  // While a new yield is asked for, the page stays (and keeps its step) with the last answer.
  const shown = data ?? previousData;
  const recipe = shown?.getRecipeMenuById?.id === id ? shown.getRecipeMenuById : null;
  if (isForbidden(error)) {
    return (
      <Unavailable
        status="403"
        title={intl.formatMessage(kitchenLineMessages.forbidden)}
        detail={intl.formatMessage(kitchenLineMessages.forbiddenDetail)}
      />
    );
  }
  if (!recipe && (loading || refusal)) return <Spinner />;
  if (!recipe)
    return <Unavailable status={error ? 'error' : '404'} title={error?.message ?? intl.formatMessage(kitchenLineMessages.notFound)} />;
  return (
    <LineRecipeView
      key={recipe.id}
      recipe={recipe}
      problem={refusal ? undefined : error?.message}
      scaling={{
        target: asked,
        busy: loading,
        refused: refusedHere ?? refusal ?? undefined,
        onScale: (next) => setTarget(next ? String(next) : null),
      }}
    />
  );
}
