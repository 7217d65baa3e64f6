// The dashboard's charts, each with its figures as a table. Every chart is one ChartSpec (module constants, so the
// memoised chart inputs change only with the data: a new array would redraw) turned into a figure by chartFigure.
import type { Dashboard } from '@contract/back-office-dashboard';
import { useMemo, type ReactNode } from 'react';
import type { Column } from '@/components/table';
import { formatRupees } from '@/lib/format';
import type { ChartSeries } from './chart-canvas';
import { ChartFigure } from './dashboard-parts';
import { FUNNEL_LABELS, dayColumns, formatDay, funnelColumns, hubLabel, namedColumns, responseColumns, stepCount } from './dashboard-figures';

/** One chart: its rows, how each row is labelled and which values of it each series draws. */
type ChartSpec<T> = {
  title: string;
  chartLabel: (data: Dashboard) => string;
  rows: (data: Dashboard) => readonly T[];
  /** The rows the chart draws, when fewer than the table shows. */
  drawn?: (rows: readonly T[]) => readonly T[];
  label: (row: T) => string;
  series: { label: string; value: (row: T) => number; kind?: ChartSeries['kind'] }[];
  horizontal?: boolean;
  formatValue?: (value: number) => string;
  columns: (data: Dashboard) => Column<T>[];
  rowKey: (row: T) => string | number;
  empty: string;
};

/** A chart's spec, kept with its row type: the list of charts holds each one's render function. */
const spec = <T,>(chart: ChartSpec<T>) => ({
  render: (data: Dashboard) => <DashboardChart key={chart.title} chart={chart} data={data} />,
});

type Day = Dashboard['daily'][number];
const range = (data: Dashboard) => `from ${formatDay(data.from)} to ${formatDay(data.to)}`;
const perDay = {
  rows: (data: Dashboard) => data.daily,
  label: (d: Day) => formatDay(d.day),
  columns: () => dayColumns,
  rowKey: (d: Day) => d.day,
  empty: 'No days in this range.',
};

type Named = Dashboard['byModel'][number];
const modelColumns = namedColumns('Model');
const stateColumns = namedColumns('State');
const byName = {
  label: (r: Named) => r.name,
  series: [{ label: 'Orders', value: (r: Named) => r.orders }],
  horizontal: true,
  rowKey: (r: Named) => r.id,
  empty: 'No orders in this range.',
};

type ResponseTime = Dashboard['responseTimes'][number];

const CHARTS = [
  spec({
    ...perDay,
    title: 'Orders per day',
    chartLabel: (data) => `Bar chart of orders per day ${range(data)}`,
    series: [{ label: 'Orders', value: (d) => d.orders }],
  }),
  spec({
    ...perDay,
    title: 'Booking amounts paid per day',
    chartLabel: (data) => `Line chart of booking amounts paid per day ${range(data)}`,
    series: [{ label: 'Booking amounts paid', value: (d) => d.revenue, kind: 'line' }],
    formatValue: formatRupees,
  }),
  spec({ ...byName, title: 'Orders by model', chartLabel: () => 'Bar chart of orders by model', rows: (data) => data.byModel, columns: () => modelColumns }),
  spec({ ...byName, title: 'Orders by state', chartLabel: () => 'Bar chart of orders by Indian state', rows: (data) => data.byState, columns: () => stateColumns }),
  spec({
    title: 'From enquiry to delivery',
    chartLabel: () => 'Funnel bar chart: enquiries, test rides, orders, paid and delivered',
    rows: (data) => data.funnel,
    label: (s) => FUNNEL_LABELS[s.step],
    series: [{ label: 'Count', value: (s) => s.count }],
    horizontal: true,
    columns: (data) => funnelColumns(stepCount(data, 'enquiry')),
    rowKey: (s) => s.step,
    empty: 'Nothing in this range.',
  }),
  spec({
    title: 'Lead response time by hub',
    chartLabel: () => 'Bar chart of the median and 90th percentile minutes from an enquiry to its first back-office action, per hub',
    rows: (data) => data.responseTimes,
    drawn: (rows) => rows.filter((r) => r.answered > 0),
    label: hubLabel,
    series: [
      { label: 'Median (minutes)', value: (r: ResponseTime) => r.medianMinutes ?? 0 },
      { label: '90th percentile (minutes)', value: (r: ResponseTime) => r.p90Minutes ?? 0 },
    ],
    horizontal: true,
    columns: () => responseColumns,
    rowKey: (r) => r.hubId ?? 'none',
    empty: 'No enquiries in this range.',
  }),
];

function DashboardChart<T>({ chart, data }: { chart: ChartSpec<T>; data: Dashboard }): ReactNode {
  const rows = chart.rows(data);
  const { labels, series } = useMemo(() => {
    const drawn = chart.drawn ? chart.drawn(rows) : rows;
    return {
      labels: drawn.map(chart.label),
      series: chart.series.map(({ label, value, kind }) => ({ label, values: drawn.map(value), ...(kind ? { kind } : {}) })),
    };
  }, [chart, rows]);
  return (
    <ChartFigure
      title={chart.title}
      chartLabel={chart.chartLabel(data)}
      labels={labels}
      series={series}
      horizontal={chart.horizontal}
      formatValue={chart.formatValue}
      rows={rows}
      columns={chart.columns(data)}
      rowKey={chart.rowKey}
      empty={chart.empty}
    />
  );
}

export function DashboardCharts({ data }: { data: Dashboard }) {
  return (
    <div className="dashboard-charts">
      {CHARTS.map((chart) => chart.render(data))}
    </div>
  );
}
