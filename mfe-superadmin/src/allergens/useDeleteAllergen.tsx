import { useApolloClient, useMutation } from '@apollo/client/react';
import { consoleMessages as common, useAction } from '@brigade/console-kit';
import { deleteTitles, formMessages, inUseRefusal, splitServerError, useConfirm, useToast } from '@brigade/ui';
import { useIntl } from 'react-intl';
import { AllergenDependants } from './AllergenDependants';
import { adminAllergenMessages } from './messages';
import { ALLERGEN_DEPENDANTS, ALLERGENS, DELETE_ALLERGEN } from './queries';

/**
 * Deletes a platform-added allergen (after RowActions' 'Delete Allergen?'). While something
 * carries it the server refuses (service-kit's `inUse`); the dialog then lists what depends on it,
 * read fresh, and only 'Delete anyway' forces it. Regulated allergens are never offered Delete;
 * should one be asked anyway, the server's refusal is shown as a failure.
 */
export function useDeleteAllergen() {
  const intl = useIntl();
  const toast = useToast();
  const confirm = useConfirm();
  const act = useAction();
  const client = useApolloClient();
  const [remove] = useMutation(DELETE_ALLERGEN, { refetchQueries: [ALLERGENS] });
  return async (id: string) => {
    try {
      await remove({ variables: { id } });
      toast.success(intl.formatMessage(common.deleted));
    } catch (error) {
      const refusal = inUseRefusal(error);
      if (!refusal) return toast.error(splitServerError(error, []).message ?? intl.formatMessage(formMessages.genericError));
      const read = await client
        .query({ query: ALLERGEN_DEPENDANTS, variables: { id }, fetchPolicy: 'network-only' })
        .then((r) => r.data?.getAllergensById ?? null)
        .catch(() => null);
      const force = await confirm({
        title: intl.formatMessage(deleteTitles.allergen),
        content: <AllergenDependants refusal={refusal} dependants={read} />,
        okText: intl.formatMessage(adminAllergenMessages.deleteAnyway),
        danger: true,
      });
      if (force) await act(() => remove({ variables: { id, force: true } }), common.deleted);
    }
  };
}
