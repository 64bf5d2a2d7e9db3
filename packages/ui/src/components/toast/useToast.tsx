import { App } from 'antd';
import { useMemo, type ReactNode } from 'react';

/** SPEC.md §8: success, info and error toasts stay 2 s; the list-style error toast 7 s. */
export const TOAST_SECONDS = 2;
export const ERROR_LIST_TOAST_SECONDS = 7;

export type Toasts = {
  success(text: ReactNode): void;
  info(text: ReactNode): void;
  error(text: ReactNode): void;
  /** Several errors at once (e.g. a server's validation messages), one per line. */
  errorList(texts: string[]): void;
};

/**
 * Toasts through antd's App context, so they follow the shell's theme; it needs antd's <App>
 * above (the shell provides it). Texts arrive already translated by the caller.
 */
export function useToast(): Toasts {
  const { message } = App.useApp();
  return useMemo(
    () => ({
      success: (text) => void message.open({ type: 'success', content: text, duration: TOAST_SECONDS }),
      info: (text) => void message.open({ type: 'info', content: text, duration: TOAST_SECONDS }),
      error: (text) => void message.open({ type: 'error', content: text, duration: TOAST_SECONDS }),
      errorList: (texts) =>
        void message.open({
          type: 'error',
          duration: ERROR_LIST_TOAST_SECONDS,
          content: (
            <ul style={{ margin: 0, paddingInlineStart: 16, textAlign: 'start' }}>
              {texts.map((text, index) => (
                <li key={`${index}-${text}`}>{text}</li>
              ))}
            </ul>
          ),
        }),
    }),
    [message],
  );
}
