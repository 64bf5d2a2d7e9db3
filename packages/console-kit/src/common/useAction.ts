import { formMessages, splitServerError, useToast } from '@brigade/ui';
import { useCallback } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';

/**
 * Runs a call from a button (delete, reorder, send) and says how it went: the success text as a
 * toast, or the server's first message (in the person's language) as an error toast.
 */
export function useAction() {
  const intl = useIntl();
  const toast = useToast();
  return useCallback(
    async <T>(call: () => Promise<T>, success: MessageDescriptor): Promise<T | undefined> => {
      try {
        const result = await call();
        toast.success(intl.formatMessage(success));
        return result;
      } catch (error) {
        toast.error(splitServerError(error, []).message ?? intl.formatMessage(formMessages.genericError));
        return undefined;
      }
    },
    [intl, toast],
  );
}
