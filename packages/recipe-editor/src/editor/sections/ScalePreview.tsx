import { isValidScale, scaleAmount, scaleFactor } from '@brigade/units';
import { Alert, Flex, Form, InputNumber, Table, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { editorMessages } from '../messages';
import { lineInfo } from '../lines';
import type { Choices } from '../useChoices';
import type { IngredientValues } from '../values';

/**
 * The form's lines at another yield, before saving, by the rules the cooks' view is scaled with
 * (@brigade/units' scaleAmount): each quantity times target ÷ yield, moved to the unit a cook reads
 * best (3,125 ml → 3.125 l) and rounded for it. A target of 0 or below is refused, not clamped.
 */
export function ScalePreview({ choices }: { choices: Choices }) {
  const intl = useIntl();
  const [target, setTarget] = useState<number | null>(null);
  const yieldValue = Form.useWatch<number | null | undefined>('yieldValue');
  const yieldUnitId = Form.useWatch<string | null | undefined>('yieldUnitId');
  const label = Form.useWatch<string | null | undefined>('yieldUnitOfMeasure') ?? '';
  const unit = choices.units.find((entry) => entry.id === yieldUnitId)?.name ?? label;
  const lines = (Form.useWatch<IngredientValues[] | undefined>('ingredients') ?? [])
    .map((line, index) => ({ key: String(index), line, info: lineInfo(line, choices) }))
    .filter((row) => row.info !== null);
  if (!yieldValue || yieldValue <= 0)
    return <Typography.Text type="secondary">{intl.formatMessage(editorMessages.scaleNeedsYield)}</Typography.Text>;
  const refused = target !== null && !isValidScale(target);
  const factor = target !== null && !refused ? scaleFactor(target, yieldValue) : 1;
  const amount = ({ line, info }: (typeof lines)[number]) => {
    if (typeof line.quantity !== 'number') return '';
    const scaled = scaleAmount(line.quantity, factor, info?.unit ?? null, choices.units, line.unitOfMeasure);
    return [intl.formatNumber(scaled.quantity), scaled.unit?.name ?? line.unitOfMeasure].filter(Boolean).join(' ');
  };
  return (
    <div role="group" aria-label={intl.formatMessage(editorMessages.scalePreview)}>
      <Flex gap={8} align="center" style={{ marginBottom: 8 }}>
        <Typography.Text strong>{intl.formatMessage(editorMessages.scalePreview)}</Typography.Text>
        <InputNumber
          aria-label={intl.formatMessage(editorMessages.scaleTo)}
          value={target}
          onChange={setTarget}
          placeholder={String(yieldValue)}
          status={refused ? 'error' : undefined}
        />
        <Typography.Text>{unit}</Typography.Text>
      </Flex>
      {refused ? (
        <Alert type="warning" showIcon role="alert" title={intl.formatMessage(editorMessages.scaleInvalid)} />
      ) : (
        <>
          <Table
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={lines}
            columns={[
              { key: 'item', render: (_, row) => row.info?.name },
              { key: 'quantity', align: 'right', render: (_, row) => amount(row) },
            ]}
            showHeader={false}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            {intl.formatMessage(editorMessages.scaleNote, { factor: intl.formatNumber(factor, { maximumFractionDigits: 3 }) })}
          </Typography.Paragraph>
        </>
      )}
    </div>
  );
}
