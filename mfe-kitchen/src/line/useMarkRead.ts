import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { formMessages, splitServerError } from '@brigade/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { MARK_RECIPE_READ } from './queries';

/**
 * 'Read': the cook acknowledges the released version on their screen (never a newer one they have
 * not seen). Once the server has it, the recipe's changes and its notice leave the cache at once,
 * so the highlights go and the home's notices no longer list it, without waiting for a refetch.
 */
export function useMarkRead(recipeId: string, version: number) {
  const intl = useIntl();
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [send, { loading }] = useMutation(MARK_RECIPE_READ, {
    update: (cache, { data }) => {
      if (!data) return;
      const id = cache.identify({ __typename: 'RecipeMenu', id: recipeId });
      cache.modify({ id, fields: { myRead: () => data.MarkRecipeRead, changesSinceMyRead: () => null } });
      cache.modify({
        id: 'ROOT_QUERY',
        fields: {
          getMyRecipeNotices: (notices: readonly Reference[], { readField }) =>
            notices.filter((notice) => readField('id', notice) !== recipeId),
        },
      });
    },
  });
  const mark = async () => {
    setProblem(null);
    try {
      await send({ variables: { recipeId, version } });
      setDone(true);
    } catch (error) {
      setProblem(splitServerError(error, []).message ?? intl.formatMessage(formMessages.genericError));
    }
  };
  return { mark, busy: loading, done, problem };
}
