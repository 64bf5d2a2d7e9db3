import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { DELETE_RECIPE_MENU, RECIPE_MENUS } from '@brigade/recipe-editor';
import { formMessages, splitServerError, useConfirm, useToast } from '@brigade/ui';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { common } from '../common/messages';
import { m } from './messages';

type User = { id: string; title: string };

/** The recipes named by the service's refusal to delete one they use (`extensions.usedIn`), with its message; null for any other failure. */
export function usedInRefusal(error: unknown): { users: User[]; message: string } | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  for (const problem of error.errors) {
    const usedIn: unknown = problem.extensions?.usedIn;
    if (problem.extensions?.code !== 'BAD_USER_INPUT' || !Array.isArray(usedIn)) continue;
    const users = usedIn.filter(
      (entry): entry is User => typeof entry === 'object' && entry !== null && typeof (entry as User).title === 'string',
    );
    if (users.length) return { users, message: problem.message };
  }
  return null;
}

/**
 * Deletes a recipe or dish the person has already confirmed. One that other recipes use is
 * refused by the service; the person is then asked again, the users named ("Used in Béarnaise.
 * Delete anyway?"), and only a yes deletes it with `force`.
 */
export function useDeleteRecipe() {
  const intl = useIntl();
  const toast = useToast();
  const confirm = useConfirm();
  const [remove] = useMutation(DELETE_RECIPE_MENU, { refetchQueries: [RECIPE_MENUS] });
  return useCallback(
    async (id: string) => {
      const failed = (error: unknown) => toast.error(splitServerError(error, []).message ?? intl.formatMessage(formMessages.genericError));
      try {
        await remove({ variables: { id } });
      } catch (error) {
        const refusal = usedInRefusal(error);
        if (!refusal) return failed(error);
        const recipes = intl.formatList(
          refusal.users.map((user) => user.title),
          { type: 'conjunction' },
        );
        const yes = await confirm({
          title: intl.formatMessage(m.usedIn, { recipes }),
          content: refusal.message,
          okText: intl.formatMessage(m.deleteAnyway),
          danger: true,
        });
        if (!yes) return;
        try {
          await remove({ variables: { id, force: true } });
        } catch (forced) {
          return failed(forced);
        }
      }
      toast.success(intl.formatMessage(common.deleted));
    },
    [confirm, intl, remove, toast],
  );
}
