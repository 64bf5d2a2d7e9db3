import { useConfirmDelete, type Deletable } from '@brigade/ui';
import { Button, Space } from 'antd';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { common } from './messages';

type Props = {
  /** The row's name, so each button says which record it acts on (for screen readers and tests). */
  name: string;
  viewPath?: string;
  editPath?: string;
  /** The spec's confirmation title; with `onDelete`, a Delete button that asks first. */
  deletes?: Deletable;
  onDelete?: () => Promise<unknown>;
  /** `onDelete` asks the person itself (a recipe in use is asked about its users instead): no dialog here first. */
  asksItself?: boolean;
};

/** A row's View, Edit and Delete; Delete asks with the spec's confirmation before it calls. */
export function RowActions({ name, viewPath, editPath, deletes, onDelete, asksItself = false }: Props) {
  const intl = useIntl();
  const navigate = useNavigate();
  const confirmDelete = useConfirmDelete();
  const label = (action: keyof typeof common) => `${intl.formatMessage(common[action])} ${name}`;
  return (
    <Space size={4} wrap>
      {viewPath && (
        <Button type="link" size="small" aria-label={label('view')} onClick={() => void navigate(viewPath)}>
          {intl.formatMessage(common.view)}
        </Button>
      )}
      {editPath && (
        <Button type="link" size="small" aria-label={label('edit')} onClick={() => void navigate(editPath)}>
          {intl.formatMessage(common.edit)}
        </Button>
      )}
      {deletes && onDelete && (
        <Button
          type="link"
          size="small"
          danger
          aria-label={label('delete')}
          onClick={() => void (asksItself ? onDelete() : confirmDelete(deletes).then((yes) => yes && onDelete()))}
        >
          {intl.formatMessage(common.delete)}
        </Button>
      )}
    </Space>
  );
}
