import { formatMoney, fromMinor } from '@brigade/money';
import { theme } from 'antd';
import { useIntl } from 'react-intl';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { adminDashboardMessages } from './messages';
import type { MonthCount, MonthRevenue } from './queries';

type Props = { signups: MonthCount[]; revenue: MonthRevenue[]; currency: string };

/** 'YYYY-MM' as a Date on the 1st, in UTC like the services count months. */
const firstOf = (month: string) => Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1);

/** Sign-ups (bars, left axis) and revenue (line, right axis) per month, labelled in the person's language. */
export function SignupRevenueChart({ signups, revenue, currency }: Props) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const counts = new Map(signups.map((s) => [s.month, s.count]));
  const cents = new Map(revenue.map((r) => [r.month, r.revenueCents]));
  // Both services answer the same months; the union keeps a month either one counted already.
  const months = [...new Set([...counts.keys(), ...cents.keys()])].sort();
  const rows = months.map((month) => {
    // The line is drawn from a number; the tooltip says the exact amount, as every screen does.
    const amount = fromMinor(cents.get(month) ?? 0, currency);
    return {
      label: intl.formatDate(firstOf(month), { month: 'short', year: 'numeric', timeZone: 'UTC' }),
      signups: counts.get(month) ?? 0,
      revenue: Number(amount),
      amount,
    };
  });
  const money = (value: number, compact = false) => formatMoney(String(value), currency, intl.locale, { compact });
  const tick = { fill: token.colorTextSecondary, fontSize: 12 };
  return (
    <ResponsiveContainer width="100%" height={320}>
      <ComposedChart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
        <CartesianGrid stroke={token.colorBorderSecondary} strokeDasharray="3 3" />
        <XAxis dataKey="label" tick={tick} />
        <YAxis yAxisId="signups" allowDecimals={false} tick={tick} />
        <YAxis yAxisId="revenue" orientation="right" tick={tick} tickFormatter={(value: number) => money(value, true)} />
        <Tooltip
          formatter={(value, _name, item) => {
            const amount: unknown = item.payload?.amount;
            if (item.dataKey !== 'revenue') return intl.formatNumber(Number(value));
            return typeof amount === 'string' ? formatMoney(amount, currency, intl.locale) : '';
          }}
          contentStyle={{ background: token.colorBgElevated, borderColor: token.colorBorder, color: token.colorText }}
        />
        <Legend />
        <Bar yAxisId="signups" dataKey="signups" name={intl.formatMessage(adminDashboardMessages.signups)} fill={token.colorPrimary} />
        <Line
          yAxisId="revenue"
          dataKey="revenue"
          name={intl.formatMessage(adminDashboardMessages.revenue)}
          type="monotone"
          stroke={token.colorSuccess}
          strokeWidth={2}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
