import { Flex, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { conversionMessages } from './messages';
import type { Ingredient } from './queries';

type Props = { ingredient: Pick<Ingredient, 'density' | 'pieceWeight' | 'kitchenConversions'> };

/**
 * An ingredient's density and piece weight as read (a kitchen's own value in place of the
 * platform's), each marked 'our kitchen' when it is the kitchen's own; nothing when neither is known.
 */
export function ConversionsText({ ingredient }: Props) {
  const intl = useIntl();
  const number = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 3 });
  const ours = (value: number | null | undefined) =>
    value != null && (
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {' '}
        ({intl.formatMessage(conversionMessages.ours)})
      </Typography.Text>
    );
  const own = ingredient.kitchenConversions;
  return (
    <Flex vertical>
      {ingredient.density != null && (
        <span>
          {intl.formatMessage(conversionMessages.densityValue, { value: number(ingredient.density) })}
          {ours(own?.density)}
        </span>
      )}
      {ingredient.pieceWeight != null && (
        <span>
          {intl.formatMessage(conversionMessages.pieceWeightValue, { value: number(ingredient.pieceWeight) })}
          {ours(own?.pieceWeight)}
        </span>
      )}
    </Flex>
  );
}
