// The dashboard's charts, each with its figures as a table. Chart inputs are memoised: a new array would redraw.
import type { Dashboard } from '@contract/back-office-dashboard';
import { useMemo } from 'react';
import { formatRupees } from '@/lib/format';
import { ChartFigure } from './dashboard-parts';
import { FUNNEL_LABELS, dayColumns, formatDay, funnelColumns, hubLabel, namedColumns, responseColumns, stepCount } from './dashboard-figures';

const modelColumns = namedColumns('Model');
const stateColumns = namedColumns('State');
const byDay = (d: { day: string }) => d.day;
const byId = (r: { id: string }) => r.id;

export function DashboardCharts({ data }: { data: Dashboard }) {
  const days = useMemo(() => data.daily.map((d) => formatDay(d.day)), [data.daily]);
  const orders = useMemo(() => [{ label: 'Orders', values: data.daily.map((d) => d.orders) }], [data.daily]);
  const revenue = useMemo(() => [{ label: 'Booking amounts paid', values: data.daily.map((d) => d.revenue), kind: 'line' as const }], [data.daily]);
  const models = useMemo(() => ({ labels: data.byModel.map((m) => m.name), series: [{ label: 'Orders', values: data.byModel.map((m) => m.orders) }] }), [data.byModel]);
  const states = useMemo(() => ({ labels: data.byState.map((s) => s.name), series: [{ label: 'Orders', values: data.byState.map((s) => s.orders) }] }), [data.byState]);
  const funnel = useMemo(() => ({ labels: data.funnel.map((s) => FUNNEL_LABELS[s.step]), series: [{ label: 'Count', values: data.funnel.map((s) => s.count) }] }), [data.funnel]);
  const answered = useMemo(() => data.responseTimes.filter((r) => r.answered > 0), [data.responseTimes]);
  const response = useMemo(
    () => ({
      labels: answered.map(hubLabel),
      series: [
        { label: 'Median (minutes)', values: answered.map((r) => r.medianMinutes ?? 0) },
        { label: '90th percentile (minutes)', values: answered.map((r) => r.p90Minutes ?? 0) },
      ],
    }),
    [answered],
  );
  const enquiries = stepCount(data, 'enquiry');

  return (
    <div className="dashboard-charts">
      <ChartFigure
        title="Orders per day"
        chartLabel={`Bar chart of orders per day from ${formatDay(data.from)} to ${formatDay(data.to)}`}
        labels={days}
        series={orders}
        rows={data.daily}
        columns={dayColumns}
        rowKey={byDay}
        empty="No days in this range."
      />
      <ChartFigure
        title="Booking amounts paid per day"
        chartLabel={`Line chart of booking amounts paid per day from ${formatDay(data.from)} to ${formatDay(data.to)}`}
        labels={days}
        series={revenue}
        formatValue={formatRupees}
        rows={data.daily}
        columns={dayColumns}
        rowKey={byDay}
        empty="No days in this range."
      />
      <ChartFigure
        title="Orders by model"
        chartLabel="Bar chart of orders by model"
        labels={models.labels}
        series={models.series}
        horizontal
        rows={data.byModel}
        columns={modelColumns}
        rowKey={byId}
        empty="No orders in this range."
      />
      <ChartFigure
        title="Orders by state"
        chartLabel="Bar chart of orders by Indian state"
        labels={states.labels}
        series={states.series}
        horizontal
        rows={data.byState}
        columns={stateColumns}
        rowKey={byId}
        empty="No orders in this range."
      />
      <ChartFigure
        title="From enquiry to delivery"
        chartLabel="Funnel bar chart: enquiries, test rides, orders, paid and delivered"
        labels={funnel.labels}
        series={funnel.series}
        horizontal
        rows={data.funnel}
        columns={funnelColumns(enquiries)}
        rowKey={(s) => s.step}
        empty="Nothing in this range."
      />
      <ChartFigure
        title="Lead response time by hub"
        chartLabel="Bar chart of the median and 90th percentile minutes from an enquiry to its first back-office action, per hub"
        labels={response.labels}
        series={response.series}
        horizontal
        rows={data.responseTimes}
        columns={responseColumns}
        rowKey={(r) => r.hubId ?? 'none'}
        empty="No enquiries in this range."
      />
    </div>
  );
}
