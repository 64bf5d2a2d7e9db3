import { useMutation } from '@apollo/client/react';
import { useAction, useShellSession } from '@brigade/console-kit';
import { Button, useConfirmDelete } from '@brigade/ui';
import { Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { kitchenAccountMessages } from './messages';
import { DELETE_OWN_ACCOUNT } from './queries';

/** 'Delete Account?' (SPEC.md §8), then the account is gone and the person is signed out. */
export function DeleteAccountSection() {
  const intl = useIntl();
  const session = useShellSession();
  const navigate = useNavigate();
  const confirmDelete = useConfirmDelete();
  const act = useAction();
  const [remove, { loading }] = useMutation(DELETE_OWN_ACCOUNT);
  const deleteAccount = async () => {
    const id = session.user?.id;
    if (!id || !(await confirmDelete('account'))) return;
    const done = await act(() => remove({ variables: { id } }), kitchenAccountMessages.deleted);
    if (!done) return;
    session.signOut();
    void navigate('/login', { replace: true });
  };
  return (
    <>
      <Typography.Paragraph>{intl.formatMessage(kitchenAccountMessages.deleteText)}</Typography.Paragraph>
      <Button variant="warning" loading={loading} onClick={() => void deleteAccount()}>
        {intl.formatMessage(kitchenAccountMessages.deleteButton)}
      </Button>
    </>
  );
}
