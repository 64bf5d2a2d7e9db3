import { formatPercent } from '@brigade/money';
import { useMutation } from '@apollo/client/react';
import { Button, formMessages } from '@brigade/ui';
import { Flex, InputNumber, Typography } from 'antd';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAction } from '../common/useAction';
import { COSTING_SETTINGS, UPDATE_COSTING_SETTINGS, type CostingSettings } from '../prices/queries';
import { menuCostingMessages } from './messages';
import { MENU_COSTING } from './queries';

/**
 * The kitchen's target food cost %, shown, and changed in place (UpdateCostingSettings, with the
 * super admin's `kitchenId`): dishes above it are flagged, so the list is read again once it changes.
 */
export function TargetSetting({ settings, kitchenId }: { settings: CostingSettings | undefined; kitchenId?: string }) {
  const intl = useIntl();
  const act = useAction();
  const inputId = useId();
  const [editing, setEditing] = useState<number | null>(null);
  const [update, { loading }] = useMutation(UPDATE_COSTING_SETTINGS, { refetchQueries: [COSTING_SETTINGS, MENU_COSTING] });
  if (!settings) return null;
  const percent = (value: number) => formatPercent(value, intl.locale, { decimals: 2 });
  if (editing === null) {
    return (
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong>
          {intl.formatMessage(menuCostingMessages.target, { value: percent(settings.targetFoodCostPercent) })}
        </Typography.Text>
        <Button size="sm" onClick={() => setEditing(settings.targetFoodCostPercent)}>
          {intl.formatMessage(menuCostingMessages.changeTarget)}
        </Button>
      </Flex>
    );
  }
  const valid = editing > 0 && editing <= 100;
  const save = async () => {
    const saved = await act(
      () => update({ variables: { ...(kitchenId ? { kitchenId } : {}), input: { targetFoodCostPercent: editing } } }),
      menuCostingMessages.targetSaved,
    );
    if (saved) setEditing(null);
  };
  return (
    <Flex gap={8} align="center" wrap>
      <label htmlFor={inputId}>{intl.formatMessage(menuCostingMessages.targetLabel)}</label>
      <InputNumber
        id={inputId}
        min={0}
        max={100}
        step={0.5}
        value={editing}
        onChange={(value) => setEditing(typeof value === 'number' ? value : 0)}
        onPressEnter={() => valid && void save()}
        status={valid ? undefined : 'error'}
        aria-invalid={!valid}
        style={{ width: 100 }}
      />
      <Button variant="primary" size="sm" disabled={!valid} loading={loading} onClick={() => void save()}>
        {intl.formatMessage(formMessages.save)}
      </Button>
      <Button size="sm" onClick={() => setEditing(null)}>
        {intl.formatMessage(formMessages.cancel)}
      </Button>
      {!valid && <Typography.Text type="danger">{intl.formatMessage(menuCostingMessages.targetInvalid)}</Typography.Text>}
    </Flex>
  );
}
