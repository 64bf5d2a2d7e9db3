import { App } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { unsavedMessages } from './messages';
import { UnsavedFooter } from './UnsavedFooter';

export type UnsavedChangesGuardOptions = {
  dirty: boolean;
  /**
   * Saves the form. Returning false or throwing keeps the user on the page (to see what went
   * wrong); anything else lets them go where they were heading. It should not navigate itself.
   */
  onSave: () => unknown;
};

/**
 * SPEC.md §2: leaving a form with unsaved changes offers Save or Don't Save. In-app navigation
 * is held with react-router's useBlocker (needs a data router); closing the dialog stays. A
 * reload or tab close while dirty gets the browser's own prompt, as browsers show no custom text.
 */
export function useUnsavedChangesGuard({ dirty, onSave }: UnsavedChangesGuardOptions): void {
  const intl = useIntl();
  const { modal } = App.useApp();
  const saveRef = useRef(onSave);
  useEffect(() => {
    saveRef.current = onSave;
  }, [onSave]);

  // A change of query or hash on the same page is not leaving it.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let settled = false;
    const finish = (leave: boolean) => {
      if (settled) return;
      settled = true;
      dialog.destroy();
      if (leave) blocker.proceed();
      else blocker.reset();
    };
    const save = async () => {
      let saved: unknown = false;
      try {
        saved = await saveRef.current();
      } catch {
        // The caller reports its own failure; the guard's part is only to keep the user here.
      }
      finish(saved !== false);
    };
    const dialog = modal.confirm({
      title: intl.formatMessage(unsavedMessages.title),
      content: intl.formatMessage(unsavedMessages.text),
      closable: true,
      onCancel: () => finish(false),
      footer: (
        <UnsavedFooter
          saveText={intl.formatMessage(unsavedMessages.save)}
          dontSaveText={intl.formatMessage(unsavedMessages.dontSave)}
          onSave={save}
          onDontSave={() => finish(true)}
        />
      ),
    });
    return () => {
      if (settled) return;
      settled = true;
      dialog.destroy();
    };
  }, [blocker, modal, intl]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium only prompts when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
