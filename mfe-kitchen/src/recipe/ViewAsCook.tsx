import type { ConsoleRoute, RecipeKind } from '@brigade/console-kit';
import { Flex } from 'antd';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { linePath } from '../line/paths';
import { kitchenRecipeMessages } from './messages';

/** A link, not a button: an admin may well open the cook's page in a tab of its own beside the recipe. */
function ViewAsCookLink() {
  const intl = useIntl();
  const { id = '' } = useParams();
  return (
    <Flex justify="end" style={{ marginBottom: 12 }}>
      <Link to={linePath(id)}>{intl.formatMessage(kitchenRecipeMessages.viewAsCook)}</Link>
    </Flex>
  );
}

/** The kind's screens with 'View as cook' above its view page (the shared view page is console-kit's). */
export function withViewAsCook(kind: RecipeKind, routes: ConsoleRoute[]): ConsoleRoute[] {
  return routes.map((route) =>
    route.path === `${kind.segment}/:id`
      ? {
          ...route,
          element: (
            <>
              <ViewAsCookLink />
              {route.element}
            </>
          ),
        }
      : route,
  );
}
