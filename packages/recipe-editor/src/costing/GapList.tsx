import { Button, Flex, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { FIX_LABEL } from './messages';
import type { CostingGap } from './queries';

/** Where a gap is fixed: a console path, or something on this screen (the editor's row). */
export type GapAction = { to: string } | { onClick: () => void } | null;

type Props = {
  gaps: readonly CostingGap[];
  /** The fix of each gap; null: its message alone. */
  actionOf: (gap: CostingGap) => GapAction;
  label: string;
};

/** Each gap's message (the service's, in the caller's language) with a link that fixes it. */
export function GapList({ gaps, actionOf, label }: Props) {
  const intl = useIntl();
  return (
    <ul aria-label={label} style={{ margin: 0, paddingInlineStart: 20 }}>
      {gaps.map((gap, index) => {
        const action = actionOf(gap);
        const text = intl.formatMessage(FIX_LABEL[gap.kind]);
        return (
          <li key={`${gap.kind}:${gap.recipeId}:${gap.lineId ?? ''}:${index}`}>
            <Flex gap={8} wrap align="baseline">
              <Typography.Text>{gap.message}</Typography.Text>
              {action && 'to' in action && <Link to={action.to}>{text}</Link>}
              {action && 'onClick' in action && (
                <Button type="link" size="small" onClick={action.onClick} style={{ padding: 0, height: 'auto' }}>
                  {text}
                </Button>
              )}
            </Flex>
          </li>
        );
      })}
    </ul>
  );
}
