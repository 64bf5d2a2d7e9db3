import { gql, type TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { DELETE_RECIPE_MENU, RECIPE_MENUS } from '@brigade/recipe-editor';
import { formMessages, inUseRefusal, splitServerError, useConfirm, useConfirmDelete, useToast, type Deletable } from '@brigade/ui';
import { useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { RecipeDependantsQuery, RecipeDependantsQueryVariables } from '../__generated__/graphql';
import { common } from '../common/messages';
import { recipeListMessages } from './messages';

/** The recipes that use this one as a line, as far as the caller may see them (recipe service's `usedIn`). */
export const RECIPE_DEPENDANTS: TypedDocumentNode<RecipeDependantsQuery, RecipeDependantsQueryVariables> = gql`
  query RecipeDependants($id: ID!) {
    getRecipeMenuById(id: $id) {
      id
      usedIn {
        id
        title
      }
    }
  }
`;

const messages = defineMessages({
  effect: {
    id: 'console.recipe.delete.usedInEffect',
    defaultMessage:
      '{count, plural, one {That recipe keeps} other {Those recipes keep}} it as a line marked as a deleted sub-recipe until you replace it; until then {count, plural, one {its} other {their}} cost is incomplete.',
  },
});

/**
 * Deletes a recipe or dish after one question (issue #45: a used sub-recipe got a generic dialog, then a second).
 * The server is asked first which recipes use it: one in use is asked about its users ("Used in Béarnaise.
 * Delete anyway?", with what deleting does to them) and only a yes deletes it with `force`; one in no use gets
 * the spec's usual confirmation (`deletes`). A use the first answer missed (saved meanwhile) is refused by the
 * service and asked the same way.
 */
export function useDeleteRecipe() {
  const intl = useIntl();
  const toast = useToast();
  const confirm = useConfirm();
  const confirmDelete = useConfirmDelete();
  const client = useApolloClient();
  const [remove] = useMutation(DELETE_RECIPE_MENU, { refetchQueries: [RECIPE_MENUS] });
  return useCallback(
    async (id: string, deletes: Deletable) => {
      const failed = (error: unknown) => toast.error(splitServerError(error, []).message ?? intl.formatMessage(formMessages.genericError));
      // Issue #45: the service's refusal used to be repeated in the dialog's text; the consequence is said instead.
      const deleteAnyway = (titles: string[]) =>
        confirm({
          title: intl.formatMessage(recipeListMessages.usedIn, { recipes: intl.formatList(titles, { type: 'conjunction' }) }),
          content: intl.formatMessage(messages.effect, { count: titles.length }),
          okText: intl.formatMessage(recipeListMessages.deleteAnyway),
          danger: true,
        });
      const forced = async () => {
        try {
          await remove({ variables: { id, force: true } });
          return true;
        } catch (error) {
          failed(error);
          return false;
        }
      };
      const users = await client
        .query({ query: RECIPE_DEPENDANTS, variables: { id }, fetchPolicy: 'network-only' })
        .then(({ data }) => data?.getRecipeMenuById?.usedIn ?? [])
        // Unknown: the delete below is refused if it is in use, and asked then.
        .catch(() => []);
      if (users.length > 0) {
        if (!(await deleteAnyway(users.map((user) => user.title)))) return;
        if (!(await forced())) return;
      } else {
        if (!(await confirmDelete(deletes))) return;
        try {
          await remove({ variables: { id } });
        } catch (error) {
          const refusal = inUseRefusal(error);
          if (!refusal) return failed(error);
          if (!(await deleteAnyway(refusal.usedIn.map((user) => user.title)))) return;
          if (!(await forced())) return;
        }
      }
      toast.success(intl.formatMessage(common.deleted));
    },
    [client, confirm, confirmDelete, intl, remove, toast],
  );
}
