import { RecipeHistory } from '@brigade/recipe-editor';
import { Button } from '@brigade/ui';
import { Card, Flex } from 'antd';
import { useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { common } from '../common/messages';
import { usePlatformScope, useShellSession } from '../session/ConsoleContext';
import type { RecipeKind } from './kinds';

/**
 * A recipe's or dish's versions, comparisons and restore. A kitchen's admin restores in their
 * console; the super admin's is the audit, read-only (the service refuses their restore too).
 */
export function RecipeHistoryPage({ kind }: { kind: RecipeKind }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { user } = useShellSession();
  const platform = usePlatformScope();
  const canRestore = !platform && !!user?.isAdmin && !user.isCook;
  // ?from=&to= opens on that comparison (the read list's 'Compare with what they opened').
  const [search] = useSearchParams();
  const [from, to] = [Number(search.get('from')), Number(search.get('to'))];
  const initialPair = Number.isInteger(from) && Number.isInteger(to) && from >= 1 && to > from ? { from, to } : null;
  return (
    <Card>
      <RecipeHistory recipeId={id} canRestore={canRestore} initialPair={initialPair} />
      <Flex gap={12} style={{ marginTop: 16 }}>
        <Button onClick={() => void navigate(kind.paths.view(id))}>{intl.formatMessage(common.back)}</Button>
      </Flex>
    </Card>
  );
}
