import { useQuery } from '@apollo/client/react';
import { COMPARE_RECIPE_VERSIONS, RECIPE_MENU_WITH_DRAFT, RecipeDetails, VersionDiff, type RecipeMenuType } from '@brigade/recipe-editor';
import { Button, Spinner } from '@brigade/ui';
import { Alert, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { usePlatformScope } from '../../session/ConsoleContext';
import { DraftDecisionModal } from './DraftDecisionModal';
import { releaseMessages } from './messages';

type Props = {
  id: string;
  recipeId: string;
  /** The draft's version as the banner read it; the preview shows (and decides on) the one it loads. */
  released: number;
  /** A kitchen's admin in their console; the super admin only looks (the service refuses them). */
  canDecide: boolean;
  recipePath: (recipe: { id: string; type: RecipeMenuType }) => string;
  onDone: () => void;
};

/**
 * The cook's line view of a waiting draft (mfe-kitchen's LINE_RECIPE_PATH, at the root of a kitchen's
 * console): the recipe service lets the kitchen's admins read the draft, never a cook.
 */
export const cookDraftPath = (recipeId: string, version: number) => `/recipe/${encodeURIComponent(recipeId)}?draft=${version}`;

/**
 * The waiting draft: what it changes from the released version (the history's diff), then its
 * content as cooks will see it: in a kitchen's console the cook's own line view (issue #45), in
 * the super admin's, which has no line view, the recipe page's layout, labelled 'Draft'. Release and
 * Send back name the version shown.
 */
export function DraftPreview({ id, recipeId, released, canDecide, recipePath, onDone }: Props) {
  const intl = useIntl();
  const [decision, setDecision] = useState<'release' | 'sendBack' | null>(null);
  const platform = usePlatformScope();
  // The draft shares the recipe's ids (its lines' and steps' too): kept out of the cache, or it would overwrite the released one.
  const loaded = useQuery(RECIPE_MENU_WITH_DRAFT, { variables: { id: recipeId }, fetchPolicy: 'no-cache' });
  const draft = loaded.data?.getRecipeMenuById?.draft;
  const compared = useQuery(COMPARE_RECIPE_VERSIONS, {
    variables: { recipeId, from: released, to: draft?.version ?? 0 },
    skip: !draft,
  });
  const headingId = `${id}-title`;
  return (
    <Card id={id} role="region" aria-labelledby={headingId} style={{ marginBottom: 16 }}>
      <Typography.Title level={3} id={headingId}>
        {draft ? intl.formatMessage(releaseMessages.draftVersion, { version: draft.version }) : intl.formatMessage(releaseMessages.preview)}
      </Typography.Title>
      {loaded.loading && <Spinner />}
      {loaded.error && <Alert type="error" showIcon role="alert" title={loaded.error.message} />}
      {draft && (
        <>
          {canDecide && (
            <Flex gap={12} wrap style={{ marginBottom: 16 }}>
              <Button variant="primary" onClick={() => setDecision('release')}>
                {intl.formatMessage(releaseMessages.release)}
              </Button>
              <Button variant="outline-warning" onClick={() => setDecision('sendBack')}>
                {intl.formatMessage(releaseMessages.sendBack)}
              </Button>
            </Flex>
          )}
          <Typography.Title level={4}>{intl.formatMessage(releaseMessages.changes, { version: released })}</Typography.Title>
          {compared.loading && <Spinner />}
          {compared.error && <Alert type="error" showIcon role="alert" title={compared.error.message} />}
          {compared.data && <VersionDiff diff={compared.data.compareRecipeVersions} />}
          <Typography.Title level={4} style={{ marginTop: 16 }}>
            {intl.formatMessage(releaseMessages.draftContent)}
          </Typography.Title>
          {platform ? (
            <RecipeDetails recipe={draft.recipe} recipePath={recipePath} />
          ) : (
            <Link to={cookDraftPath(recipeId, draft.version)} style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
              {intl.formatMessage(releaseMessages.openAsCook, { version: draft.version })}
            </Link>
          )}
          {decision && (
            <DraftDecisionModal
              decision={decision}
              recipeId={recipeId}
              version={draft.version}
              onClose={(done) => {
                setDecision(null);
                if (done) onDone();
              }}
            />
          )}
        </>
      )}
    </Card>
  );
}
