import { useQuery } from '@apollo/client/react';
import { RECIPE_MENU, RECIPE_RELEASE, RecipeDetails } from '@brigade/recipe-editor';
import { Spinner } from '@brigade/ui';
import { Alert, Card, Typography } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { common } from '../common/messages';
import { useRecord } from '../common/useRecord';
import { KitchenName } from './KitchenName';
import { usePlatformScope, useShellSession } from '../session/ConsoleContext';
import { recipeHistoryPath, type RecipeKind } from './kinds';
import { recipeListMessages } from './messages';
import { RecipeHeader } from './RecipeHeader';
import { DraftBanner } from './release/DraftBanner';
import { DraftPreview } from './release/DraftPreview';
import { releaseMessages } from './release/messages';
import { RecipeReads } from './release/RecipeReads';
import { useRecipeCosts } from './useRecipeCosts';

/**
 * One recipe or dish (README 'The recipe page'): the header (title, tags, Edit, History, the console's
 * `actions`, Back), a waiting draft's banner and preview for admins (issue #25), then recipe-editor's
 * read-only details (summary, ingredients beside method, the rest) and who has read it.
 */
export function RecipeViewPage({ kind, actions }: { kind: RecipeKind; actions?: ReactNode }) {
  const intl = useIntl();
  const { id = '' } = useParams();
  const platform = usePlatformScope();
  const { showCosts, gapLinks } = useRecipeCosts(kind);
  const { user } = useShellSession();
  const previewId = useId();
  const [previewing, setPreviewing] = useState(false);
  // Drafts and reads are the kitchen's admins' and the super admin's; only a kitchen's admin decides and nudges.
  const admin = platform || !!user?.isAdmin || !!user?.isSuperAdmin;
  const canDecide = !platform && !!user?.isAdmin && !user.isCook;
  const { data, loading, error } = useRecord(RECIPE_MENU, id);
  const release = useQuery(RECIPE_RELEASE, { variables: { id }, skip: !id || !admin, fetchPolicy: 'network-only' });
  if (loading) return <Spinner />;
  const recipe = data?.getRecipeMenuById;
  const state = release.data?.getRecipeMenuById;
  const draft = recipe ? state?.draft : null;
  return (
    <Card>
      <RecipeHeader kind={kind} recipe={recipe ?? null} actions={actions} />
      {error && <Alert type="error" showIcon role="alert" title={error.message} />}
      {!error && !recipe && <Alert type="warning" showIcon title={intl.formatMessage(common.notFound)} />}
      {release.error && <Alert type="error" showIcon role="alert" title={release.error.message} style={{ marginBottom: 16 }} />}
      {draft && state && (
        <DraftBanner
          draft={draft}
          released={state.releasedVersionNumber}
          previewing={previewing}
          onPreview={() => setPreviewing(!previewing)}
          previewId={previewId}
        />
      )}
      {draft && state && previewing && (
        <DraftPreview
          id={previewId}
          recipeId={id}
          released={state.releasedVersionNumber}
          canDecide={canDecide}
          recipePath={kind.recipePath}
          onDone={() => setPreviewing(false)}
        />
      )}
      {draft && state && (
        <Typography.Title level={3}>
          {intl.formatMessage(releaseMessages.releasedVersion, { version: state.releasedVersionNumber })}
        </Typography.Title>
      )}
      {recipe && (
        <RecipeDetails
          recipe={recipe}
          recipePath={kind.recipePath}
          showCosts={showCosts}
          gapLinks={gapLinks}
          tagsInHeader
          extra={platform ? [{ label: intl.formatMessage(recipeListMessages.kitchen), value: <KitchenName id={recipe.kitchenId} /> }] : []}
        />
      )}
      {recipe && admin && <RecipeReads recipeId={id} canNudge={canDecide} historyPath={recipeHistoryPath(kind, id)} />}
    </Card>
  );
}
