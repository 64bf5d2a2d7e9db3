import { useMutation } from '@apollo/client/react';
import { DELETE_RECIPE_MENU, RECIPE_MENUS } from '@brigade/recipe-editor';
import { formMessages, inUseRefusal, splitServerError, useConfirm, useToast } from '@brigade/ui';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { common } from '../common/messages';
import { recipeListMessages } from './messages';

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
        const refusal = inUseRefusal(error);
        if (!refusal) return failed(error);
        const recipes = intl.formatList(
          refusal.usedIn.map((user) => user.title),
          { type: 'conjunction' },
        );
        const yes = await confirm({
          title: intl.formatMessage(recipeListMessages.usedIn, { recipes }),
          content: refusal.message,
          okText: intl.formatMessage(recipeListMessages.deleteAnyway),
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
