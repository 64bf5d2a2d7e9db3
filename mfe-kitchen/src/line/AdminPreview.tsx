import type { RecipeMenuType } from '@brigade/recipe-editor';
import { Alert } from 'antd';
import { createContext, useContext, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { DISH_KIND, RECIPE_KIND } from '../recipe/kinds';
import { kitchenLineMessages } from './messages';

/**
 * A kitchen admin on the line view sees what a cook would, to check a recipe before (or after)
 * cooks get it; the page then says so and leads back into the console rather than to a cook's list.
 */
const Preview = createContext(false);

export function AdminPreview({ children }: { children: ReactNode }) {
  return <Preview.Provider value>{children}</Preview.Provider>;
}

export const useAdminPreview = () => useContext(Preview);

/** The console's list a recipe or dish belongs to (recipes when not known, as on a refused one). */
export const consoleListPath = (type?: RecipeMenuType) => (type === 'MENU' ? DISH_KIND : RECIPE_KIND).paths.list;

/** The waiting draft shown in the cook's view (the recipe page's 'Open version 7 in the cook's view'), and the version cooks see. */
export type DraftShown = { version: number; released: number };

/** A draft's preview says what it is and leads back to the recipe's page, where it is released or sent back. */
export function DraftPreviewBanner({ draft }: { draft: DraftShown }) {
  const intl = useIntl();
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      data-testid="draft-preview"
      title={intl.formatMessage(kitchenLineMessages.draftPreview, { draft: draft.version, released: draft.released })}
    />
  );
}

/** Small on purpose: the admin is checking the cook's page, which should look as the cook gets it. */
export function PreviewBanner({ recipe }: { recipe: { id: string; type: RecipeMenuType } }) {
  const intl = useIntl();
  return (
    <Alert
      type="info"
      showIcon
      title={intl.formatMessage(kitchenLineMessages.asCook)}
      action={
        <Link to={RECIPE_KIND.recipeEditPath(recipe)} style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
          {intl.formatMessage(kitchenLineMessages.backToEdit)}
        </Link>
      }
    />
  );
}
