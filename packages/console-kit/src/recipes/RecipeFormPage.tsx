import { RecipeEditor } from '@brigade/recipe-editor';
import { Card, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { usePlatformScope, useShellSession } from '../session/ConsoleContext';
import type { RecipeKind } from './kinds';
import { useRecipeCosts } from './useRecipeCosts';

/**
 * New (the super admin picks the kitchen first; a kitchen admin writes for their own) or edit (`:id`); admins also
 * get a dish's price and VAT and the live cost panel. Saved: the saved recipe's page (a new one may sit on any page
 * of the list), in place of the form. Cancel: back to the recipe when editing, to the list when creating.
 */
export function RecipeFormPage({ kind }: { kind: RecipeKind }) {
  const intl = useIntl();
  const { id } = useParams();
  const navigate = useNavigate();
  const { token, user } = useShellSession();
  const platform = usePlatformScope();
  const { showCosts, gapLinks } = useRecipeCosts(kind);
  const saved = (recipe: { id: string }) => void navigate(kind.paths.view(recipe.id), { replace: true });
  const cancel = () => void navigate(id ? kind.paths.view(id) : kind.paths.list);
  return (
    <Card>
      <Typography.Title level={2}>{intl.formatMessage(id ? kind.text.edit : kind.text.create)}</Typography.Title>
      <RecipeEditor
        type={kind.type}
        id={id}
        chooseKitchen={platform}
        kitchenId={platform ? undefined : (user?.kitchenId ?? undefined)}
        token={token}
        onSaved={saved}
        onCancel={cancel}
        showCosts={showCosts}
        gapLinks={gapLinks}
      />
    </Card>
  );
}
