import { Button, Space } from 'antd';
import { useIntl } from 'react-intl';
import { editorMessages } from './messages';

type Props = {
  /** The row as a person reads it ('Step 2'), so each button says which row it moves. */
  item: string;
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
};

/** Up, down and remove for one row of a list (ingredients, steps): the list order is the recipe's order. */
export function RowControls({ item, index, count, move, remove }: Props) {
  const intl = useIntl();
  return (
    <Space size={4}>
      <Button
        size="small"
        aria-label={intl.formatMessage(editorMessages.moveUp, { item })}
        disabled={index === 0}
        onClick={() => move(index, index - 1)}
      >
        ↑
      </Button>
      <Button
        size="small"
        aria-label={intl.formatMessage(editorMessages.moveDown, { item })}
        disabled={index === count - 1}
        onClick={() => move(index, index + 1)}
      >
        ↓
      </Button>
      <Button size="small" danger aria-label={intl.formatMessage(editorMessages.remove, { item })} onClick={() => remove(index)}>
        ✕
      </Button>
    </Space>
  );
}
