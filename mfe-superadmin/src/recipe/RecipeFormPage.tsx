import { RecipeEditor } from '@brigade/recipe-editor';
import { Card, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { useShellSession } from '../session/SessionContext';
import type { RecipeKind } from './kinds';

/** New (the super admin picks the kitchen first) or edit (`:id`), then back to the list. */
export function RecipeFormPage({ kind }: { kind: RecipeKind }) {
  const intl = useIntl();
  const { id } = useParams();
  const navigate = useNavigate();
  const { token } = useShellSession();
  const back = () => void navigate(kind.paths.list);
  return (
    <Card>
      <Typography.Title level={2}>{intl.formatMessage(id ? kind.text.edit : kind.text.create)}</Typography.Title>
      <RecipeEditor type={kind.type} id={id} chooseKitchen token={token} onSaved={back} onCancel={back} />
    </Card>
  );
}
