import { Spinner } from '@brigade/ui';
import { Typography } from 'antd';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { chartSeries } from './chartPoints';
import { priceMessages } from './messages';
import { formatMoney } from '@brigade/money';
import { formatDay } from '../common/days';
import type { IngredientPrice } from './queries';

// recharts comes with this chunk, fetched when a prices page first draws a history; no other screen loads it.
const PriceHistoryChart = lazy(() => import('./PriceHistoryChart.js').then((module) => ({ default: module.PriceHistoryChart })));

/** A chunk that cannot be fetched (a deploy replaced it, the network dropped) costs the drawing, not the page. */
class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The history of the price per kg, l or piece as a small chart, with a summary in words for
 * screen readers (the drawing is an image to them; the table below holds every figure). Nothing
 * until there are two comparable prices.
 */
export function PriceChart({ prices }: { prices: IngredientPrice[] }) {
  const intl = useIntl();
  const series = chartSeries(prices);
  if (!series) return null;
  const first = series.points[0]!;
  const last = series.points[series.points.length - 1]!;
  const summary = intl.formatMessage(priceMessages.chartSummary, {
    per: series.per,
    count: series.points.length,
    from: formatDay(intl, first.day),
    first: formatMoney(first.amount, series.currency, intl.locale),
    to: formatDay(intl, last.day),
    last: formatMoney(last.amount, series.currency, intl.locale),
  });
  return (
    <figure style={{ margin: '0 0 16px' }}>
      <figcaption>
        <Typography.Text strong>{intl.formatMessage(priceMessages.chart, { per: series.per })}</Typography.Text>
      </figcaption>
      <div role="img" aria-label={summary} style={{ height: 220, width: '100%' }}>
        <ChartBoundary fallback={<Typography.Text type="secondary">{intl.formatMessage(priceMessages.chartUnavailable)}</Typography.Text>}>
          <Suspense fallback={<Spinner />}>
            <PriceHistoryChart series={series} />
          </Suspense>
        </ChartBoundary>
      </div>
    </figure>
  );
}
