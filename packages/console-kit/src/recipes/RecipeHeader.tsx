import type { RecipeMenu } from '@brigade/recipe-editor';
import { Button, StatusTag } from '@brigade/ui';
import { Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { common } from '../common/messages';
import { recipeHistoryPath, type RecipeKind } from './kinds';
import { recipeListMessages } from './messages';

type Props = {
  kind: RecipeKind;
  /** The recipe read; none while it failed or was not found (the title says what the page is, Back still works). */
  recipe: RecipeMenu | null;
  /** The console's own actions beside Edit and History (the kitchen's 'View as cook'). */
  actions?: ReactNode;
};

/**
 * The top of a recipe's or dish's page: its title, what it is (kind, category, sub-category, status) and
 * what a chef does next (Edit, History, the console's actions, Back), all on the first line of the screen.
 */
export function RecipeHeader({ kind, recipe, actions }: Props) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <header data-testid="recipe-header" style={{ marginBottom: 16 }}>
      <Flex gap={12} wrap align="center" justify="space-between">
        <Flex vertical gap={4}>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {recipe?.title ?? intl.formatMessage(kind.text.view)}
          </Typography.Title>
          {recipe && (
            <Flex gap={4} wrap align="center">
              <Tag color="blue">{intl.formatMessage(kind.text.view)}</Tag>
              {recipe.category && <Tag>{recipe.category.name}</Tag>}
              {recipe.subCategory && <Tag>{recipe.subCategory.name}</Tag>}
              <StatusTag status={recipe.status} />
            </Flex>
          )}
        </Flex>
        <Flex gap={12} wrap align="center">
          {recipe && (
            <Button variant="primary" onClick={() => void navigate(kind.paths.edit(recipe.id))}>
              {intl.formatMessage(common.edit)}
            </Button>
          )}
          {recipe && <Link to={recipeHistoryPath(kind, recipe.id)}>{intl.formatMessage(recipeListMessages.history)}</Link>}
          {recipe && actions}
          <Button onClick={() => void navigate(kind.paths.list)}>{intl.formatMessage(common.back)}</Button>
        </Flex>
      </Flex>
    </header>
  );
}
