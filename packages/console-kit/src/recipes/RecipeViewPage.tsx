import { RECIPE_MENU, RecipeDetails, type RecipeMenu } from '@brigade/recipe-editor';
import { Button, Spinner } from '@brigade/ui';
import { Alert, Card, Flex, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { common } from '../common/messages';
import { useRecord } from '../common/useRecord';
import { KitchenName } from './KitchenName';
import { usePlatformScope } from '../session/ConsoleContext';
import type { RecipeKind } from './kinds';
import { m } from './messages';
import { useRecipeCosts } from './useRecipeCosts';

/** One recipe or dish, every section read-only (with its cost and nutrition for admins), with Edit and Back. */
export function RecipeViewPage({ kind }: { kind: RecipeKind }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const platform = usePlatformScope();
  const { showCosts, gapLinks } = useRecipeCosts(kind);
  const { data, loading, error } = useRecord<{ getRecipeMenuById: RecipeMenu | null }>(RECIPE_MENU, id);
  if (loading) return <Spinner />;
  const recipe = data?.getRecipeMenuById;
  return (
    <Card>
      <Typography.Title level={2}>{recipe?.title ?? intl.formatMessage(kind.text.view)}</Typography.Title>
      {error && <Alert type="error" showIcon role="alert" title={error.message} />}
      {!error && !recipe && <Alert type="warning" showIcon title={intl.formatMessage(common.notFound)} />}
      {recipe && (
        <RecipeDetails
          recipe={recipe}
          recipePath={kind.recipePath}
          showCosts={showCosts}
          gapLinks={gapLinks}
          extra={platform ? [{ label: intl.formatMessage(m.kitchen), value: <KitchenName id={recipe.kitchenId} /> }] : []}
        />
      )}
      <Flex gap={12} style={{ marginTop: 16 }}>
        {recipe && (
          <Button variant="primary" onClick={() => void navigate(kind.paths.edit(id))}>
            {intl.formatMessage(common.edit)}
          </Button>
        )}
        <Button onClick={() => void navigate(kind.paths.list)}>{intl.formatMessage(common.back)}</Button>
      </Flex>
    </Card>
  );
}
