import { useQuery } from '@apollo/client/react';
import { Alert, DatePicker, Flex, Spin, Tag, Tooltip, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useId, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatMoney, formatPercent } from '@brigade/money';
import type { GapLinks } from './gaps';
import { costingMessages } from './messages';
import { RECIPE_COST_CHANGE, type CostChange as Change, type CostDriver } from './queries';
import type { RecipeMenu } from '../recipes/fragments/recipe-menu';

/** How many of the ingredients behind a change are named. */
export const TOP_DRIVERS = 3;

/**
 * Where a cost change starts unless another day is picked: the 1st of the month three months ago, or the day
 * the recipe was created when that is later (issue #45: a dish made today read 'since September 1').
 */
export const defaultSince = (today: Dayjs = dayjs(), createdAt?: string | null): Dayjs => {
  const usual = today.subtract(3, 'month').startOf('month');
  const created = createdAt ? dayjs(createdAt) : null;
  return created?.isValid() && created.isAfter(usual) ? created.startOf('day') : usual;
};

type Props = {
  recipe: Pick<RecipeMenu, 'id' | 'kitchenId' | 'createdAt'>;
  /** The kitchen's costing currency (the cost's), for a change with no percentage. */
  currency: string;
  /** Each driver links to its ingredient's prices; none: named only. */
  gapLinks?: GapLinks;
};

/** A signed change: the percentage, or the money when it cost nothing before (no percentage). */
function changeText(intl: IntlShape, move: Pick<Change, 'change' | 'percent'>, currency: string): string {
  return move.percent === null
    ? formatMoney(move.change, currency, intl.locale, { signed: true })
    : formatPercent(move.percent, intl.locale, { signed: true });
}

/**
 * "Cost moved since [day]" (costChange): '+12.0% since October 1, 2026' or 'No change since …',
 * 'Partial figures' while either day's sum has gaps, and the three ingredients that moved it most
 * ('Butter +11.1%'), each linking to its prices. Its own query: picking another day asks only this.
 */
export function CostChange({ recipe, currency, gapLinks }: Props) {
  const intl = useIntl();
  const pickerId = useId();
  const [since, setSince] = useState<Dayjs>(() => defaultSince(dayjs(), recipe.createdAt));
  const day = since.format('YYYY-MM-DD');
  const { data, previousData, loading, error } = useQuery(RECIPE_COST_CHANGE, {
    variables: { id: recipe.id, since: day },
    fetchPolicy: 'cache-and-network',
  });
  const change = (data ?? previousData)?.getRecipeMenuById?.costChange ?? null;
  const date = (iso: string) => intl.formatDate(`${iso}T12:00:00`, { dateStyle: 'long' });

  let body;
  if (error && !change) body = <Alert type="error" showIcon role="alert" title={error.message} />;
  else if (!change) body = loading ? <Spin size="small" /> : null;
  else {
    const none = Number(change.change) === 0;
    const drivers = change.drivers.slice(0, TOP_DRIVERS);
    const driverText = (driver: CostDriver) =>
      intl.formatMessage(costingMessages.changeDriver, { name: driver.name, change: changeText(intl, driver, currency) });
    body = (
      <Spin spinning={loading}>
        <Flex vertical gap={8}>
          <Flex gap={8} wrap align="center">
            <Typography.Text strong>
              {!change.complete
                ? // Between partial sums a 'move' may only be a price missing then: no figure is given.
                  intl.formatMessage(costingMessages.changeUnknown, { date: date(change.since) })
                : none
                  ? intl.formatMessage(costingMessages.changeNone, { date: date(change.since) })
                  : intl.formatMessage(costingMessages.changeMoved, {
                      change: changeText(intl, change, currency),
                      date: date(change.since),
                    })}
            </Typography.Text>
            {change.complete ? (
              !none && (
                <Typography.Text type="secondary">
                  {intl.formatMessage(costingMessages.changeFromTo, {
                    before: formatMoney(change.before, currency, intl.locale),
                    after: formatMoney(change.after, currency, intl.locale),
                  })}
                </Typography.Text>
              )
            ) : (
              // Partial sums are never shown as totals: the move only, marked.
              <Tooltip title={intl.formatMessage(costingMessages.changePartialHelp)}>
                <Tag color="warning">{intl.formatMessage(costingMessages.changePartial)}</Tag>
              </Tooltip>
            )}
          </Flex>
          {drivers.length > 0 && (
            <ul aria-label={intl.formatMessage(costingMessages.changeDrivers)} style={{ margin: 0, paddingInlineStart: 20 }}>
              {drivers.map((driver) => (
                <li key={driver.ingredientId}>
                  {gapLinks ? (
                    <Link to={gapLinks.ingredientPrices(driver.ingredientId, recipe.kitchenId)}>{driverText(driver)}</Link>
                  ) : (
                    driverText(driver)
                  )}
                </li>
              ))}
            </ul>
          )}
        </Flex>
      </Spin>
    );
  }

  return (
    <div role="group" aria-label={intl.formatMessage(costingMessages.change)}>
      <Flex vertical gap={8}>
        <Flex gap={8} align="center" wrap>
          <label htmlFor={pickerId}>{intl.formatMessage(costingMessages.changeSince)}</label>
          <DatePicker
            id={pickerId}
            value={since}
            onChange={(value: Dayjs | null) => value && setSince(value)}
            disabledDate={(current) => current.isAfter(dayjs(), 'day')}
            allowClear={false}
          />
        </Flex>
        {body}
      </Flex>
    </div>
  );
}
