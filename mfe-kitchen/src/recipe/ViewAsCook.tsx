import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { linePath } from '../line/paths';
import { kitchenRecipeMessages } from './messages';

/**
 * 'View as cook' in a recipe's or dish's page header (console-kit's `recipeScreens(kind, { viewActions })`).
 * A link, not a button: an admin may well open the cook's page in a tab of its own beside the recipe.
 */
export function ViewAsCookLink() {
  const intl = useIntl();
  const { id = '' } = useParams();
  return <Link to={linePath(id)}>{intl.formatMessage(kitchenRecipeMessages.viewAsCook)}</Link>;
}
