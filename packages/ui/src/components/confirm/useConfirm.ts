import { App } from 'antd';
import { useCallback, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { confirmMessages, deleteConsequences, deleteTitles, type Deletable } from './messages';

export type ConfirmOptions = {
  title: ReactNode;
  /** Defaults to "Are you sure? You can't undo this action afterwards." */
  content?: ReactNode;
  okText?: ReactNode;
  cancelText?: ReactNode;
  /** Paints the OK button red, for destructive actions. */
  danger?: boolean;
};

export type Confirm = (options: ConfirmOptions) => Promise<boolean>;

/**
 * A yes/no dialog as a promise: true on OK; false on Cancel, the close button, Escape or a
 * click beside it. Needs antd's <App> above. Texts are formatted here, where the kit's
 * messages are known, because the dialog renders in <App>'s holder, which may sit outside them.
 */
export function useConfirm(): Confirm {
  const { modal } = App.useApp();
  const intl = useIntl();
  return useCallback(
    ({ title, content, okText, cancelText, danger = false }) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title,
          content: content ?? intl.formatMessage(confirmMessages.content),
          okText: okText ?? intl.formatMessage(confirmMessages.ok),
          cancelText: cancelText ?? intl.formatMessage(confirmMessages.cancel),
          okButtonProps: { danger },
          closable: true,
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal, intl],
  );
}

/** SPEC.md §8's "Delete Category? / Dish? / Recipe? / Account?" with a red Delete button. */
export function useConfirmDelete(): (what: Deletable) => Promise<boolean> {
  const confirm = useConfirm();
  const intl = useIntl();
  return useCallback(
    (what) => {
      const consequence = what in deleteConsequences ? deleteConsequences[what as keyof typeof deleteConsequences] : null;
      return confirm({
        title: intl.formatMessage(deleteTitles[what]),
        content: consequence ? intl.formatMessage(consequence) : undefined,
        okText: intl.formatMessage(confirmMessages.delete),
        danger: true,
      });
    },
    [confirm, intl],
  );
}
