import { useQuery } from '@apollo/client/react';
import { Spinner } from '@brigade/ui';
import { Alert } from 'antd';
import { useIntl } from 'react-intl';
import { RECIPE_MENU } from '../graphql/recipes';
import type { RecipeMenu, RecipeMenuType } from '../graphql/types';
import { m } from '../messages';
import { RecipeForm } from './RecipeForm';

export type RecipeEditorProps = {
  /** RECIPE or MENU (a dish): what a new one becomes; an edited one keeps its type. */
  type: RecipeMenuType;
  /** The recipe to edit; none: a new one. */
  id?: string;
  /** A new recipe's kitchen (whose categories, ingredients and cooks the form offers); none: the caller's own. */
  kitchenId?: string;
  /** A new recipe's kitchen is picked first, from the active kitchens (a super admin's console). */
  chooseKitchen?: boolean;
  /** The session token, for uploading pictures and the video. */
  token: string | null;
  /** Called once saved and the form is clean: where to go next is the console's call. */
  onSaved: (recipe: RecipeMenu) => void;
  onCancel: () => void;
};

/** The recipe and dish editor both consoles use: a new one without `id`, the stored one with it. */
export function RecipeEditor({ id, ...props }: RecipeEditorProps) {
  const intl = useIntl();
  const { data, loading, error } = useQuery<{ getRecipeMenuById: RecipeMenu | null }>(RECIPE_MENU, {
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'network-only',
  });
  if (!id) return <RecipeForm {...props} recipe={null} />;
  if (loading) return <Spinner />;
  if (error) return <Alert type="error" showIcon role="alert" title={error.message} />;
  const recipe = data?.getRecipeMenuById;
  if (!recipe) return <Alert type="warning" showIcon title={intl.formatMessage(m.notFound)} />;
  return <RecipeForm key={recipe.id} {...props} recipe={recipe} />;
}
