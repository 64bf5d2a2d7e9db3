import { Flex, Form, InputNumber, Table, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { m } from '../../messages';
import type { Choices } from '../useChoices';
import type { IngredientValues } from '../values';

const labelOf = (options: Choices['units'], id: string | null | undefined) => options.find((option) => option.value === id)?.label ?? '';

/**
 * The form's lines at another yield, before saving: each quantity times target ÷ yield. The
 * cooks' view asks the recipe service, which also rounds by unit; this shows the proportion.
 */
export function ScalePreview({ choices }: { choices: Choices }) {
  const intl = useIntl();
  const [target, setTarget] = useState<number | null>(null);
  const yieldValue = Form.useWatch<number | null | undefined>('yieldValue');
  const unit = Form.useWatch<string | null | undefined>('yieldUnitOfMeasure') ?? '';
  const lines = (Form.useWatch<IngredientValues[] | undefined>('ingredients') ?? []).filter((line) => line?.ingredientsId);
  if (!yieldValue || yieldValue <= 0) return <Typography.Text type="secondary">{intl.formatMessage(m.scaleNeedsYield)}</Typography.Text>;
  const factor = target ? target / yieldValue : 1;
  const amount = (quantity: number | null | undefined) =>
    quantity === null || quantity === undefined ? '' : intl.formatNumber(quantity * factor, { maximumFractionDigits: 2 });
  return (
    <div role="group" aria-label={intl.formatMessage(m.scalePreview)}>
      <Flex gap={8} align="center" style={{ marginBottom: 8 }}>
        <Typography.Text strong>{intl.formatMessage(m.scalePreview)}</Typography.Text>
        <InputNumber
          aria-label={intl.formatMessage(m.scaleTo)}
          min={0}
          value={target}
          onChange={setTarget}
          placeholder={String(yieldValue)}
        />
        <Typography.Text>{unit}</Typography.Text>
      </Flex>
      <Table
        size="small"
        pagination={false}
        rowKey={(_, index) => String(index)}
        dataSource={lines}
        columns={[
          { key: 'ingredient', render: (_, line) => labelOf(choices.ingredients, line.ingredientsId) },
          {
            key: 'quantity',
            align: 'right',
            render: (_, line) => `${amount(line.quantity)} ${labelOf(choices.units, line.unitId)}`.trim(),
          },
        ]}
        showHeader={false}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {intl.formatMessage(m.scaleNote, { factor: intl.formatNumber(factor, { maximumFractionDigits: 3 }) })}
      </Typography.Paragraph>
    </div>
  );
}
