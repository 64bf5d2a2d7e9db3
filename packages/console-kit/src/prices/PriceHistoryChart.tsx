import { theme } from 'antd';
import { useIntl } from 'react-intl';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { axisMoney, axisMonth, type ChartSeries } from './chartPoints';
import { formatMoney } from '@brigade/money';
import { formatDay } from '../common/days';

/**
 * The price history drawn (recharts, loaded with this module only on the prices page): a step line,
 * since a price holds until the next one, on a time axis, in the theme's colours (dark and light).
 */
export function PriceHistoryChart({ series }: { series: ChartSeries }) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const tick = { fill: token.colorTextSecondary, fontSize: 12 };
  const money = (value: number) => axisMoney(value, series.currency, intl.locale);
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={series.points} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
        <CartesianGrid stroke={token.colorBorderSecondary} strokeDasharray="3 3" />
        <XAxis
          dataKey="time"
          type="number"
          scale="time"
          domain={['dataMin', 'dataMax']}
          tick={tick}
          tickFormatter={(time: number) => axisMonth(time, intl.locale)}
        />
        <YAxis tick={tick} tickFormatter={money} width={72} domain={['auto', 'auto']} />
        <Tooltip
          labelFormatter={(_label, payload) => {
            const day: unknown = payload[0]?.payload?.day;
            return typeof day === 'string' ? formatDay(intl, day) : '';
          }}
          formatter={(_value, _name, item) => {
            const amount: unknown = item.payload?.amount;
            return typeof amount === 'string' ? formatMoney(amount, series.currency, intl.locale) : '';
          }}
          contentStyle={{ background: token.colorBgElevated, borderColor: token.colorBorder, color: token.colorText }}
        />
        <Line dataKey="value" type="stepAfter" stroke={token.colorPrimary} strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}
