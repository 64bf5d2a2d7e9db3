import { useMutation } from '@apollo/client/react';
import { deleteTitles, formMessages, inUseRefusal, splitServerError, useConfirm, useToast } from '@brigade/ui';
import { useIntl } from 'react-intl';
import { common } from '../common/messages';
import { useAction } from '../common/useAction';
import { usePlatformScope } from '../session/ConsoleContext';
import { ingredientMessages } from './messages';
import { DELETE_INGREDIENT, INGREDIENTS } from './queries';

/**
 * Deletes an ingredient (after RowActions' 'Delete Ingredient?'). If recipes use it the server
 * refuses and says how many. Only the super admin may then force it, after a second
 * confirmation, leaving those recipes with a reference that reads as missing; a kitchen admin
 * is told why it stays.
 */
export function useDeleteIngredient() {
  const intl = useIntl();
  const toast = useToast();
  const confirm = useConfirm();
  const act = useAction();
  const platform = usePlatformScope();
  const [remove] = useMutation(DELETE_INGREDIENT, { refetchQueries: [INGREDIENTS] });
  return async (id: string) => {
    try {
      await remove({ variables: { id } });
      toast.success(intl.formatMessage(common.deleted));
    } catch (error) {
      const reason = platform ? inUseRefusal(error)?.message : null;
      if (!reason) return toast.error(splitServerError(error, []).message ?? intl.formatMessage(formMessages.genericError));
      const force = await confirm({
        title: intl.formatMessage(deleteTitles.ingredient),
        content: intl.formatMessage(ingredientMessages.forceQuestion, { reason }),
        okText: intl.formatMessage(ingredientMessages.deleteAnyway),
        danger: true,
      });
      if (force) await act(() => remove({ variables: { id, force: true } }), common.deleted);
    }
  };
}
