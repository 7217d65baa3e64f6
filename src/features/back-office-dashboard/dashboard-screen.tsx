import { Alert } from '@/components/alert';
import { Seo } from '@/components/seo';
import { paths } from '@contract/paths';
import { DashboardCharts } from './dashboard-charts';
import { enquiriesNote, formatDay, isEmpty, kpisOf, scopeLabel } from './dashboard-figures';
import { KpiTiles, RangePicker } from './dashboard-parts';
import { useDashboard } from './use-dashboard';
import './dashboard.css';

/** /dashboard (admins and dealers): the figures of a date range, every hub for admins, a dealer's own hubs for them. */
export function DashboardScreen() {
  const { figures, range, load, setPreset, setCustom, setHub } = useDashboard();
  const data = figures.data;
  const current = data && data.from === range.from && data.to === range.to && data.hubId === (range.hubId ?? null) ? data : null;

  return (
    <div className="page container dashboard">
      <Seo title="Dashboard" description="Orders, revenue, enquiries and response times of the back office." path={paths.dashboard.path} noindex />
      <h1>Dashboard</h1>
      <p className="dashboard__scope">
        {formatDay(range.from)} – {formatDay(range.to)}
        {data ? ` · ${scopeLabel(data.hubs, range.hubId)}` : ''}
      </p>
      <RangePicker range={range} hubs={data?.hubs ?? []} onPreset={setPreset} onCustom={setCustom} onHub={setHub} />
      {figures.status === 'failed' ? (
        <Alert title="We could not load the dashboard." onRetry={load}>
          {figures.error}
        </Alert>
      ) : !current ? (
        <p role="status" className="dashboard__loading">
          Loading the dashboard…
        </p>
      ) : isEmpty(current) ? (
        <p role="status" className="dashboard__empty">
          No orders or enquiries in this range. Choose a longer range or another hub.
        </p>
      ) : (
        <div aria-busy={figures.loading || undefined}>
          <KpiTiles items={kpisOf(current)} />
          <DashboardCharts data={current} />
          {/* Polite: a screen reader hears when refreshed enquiry figures arrive. */}
          <p className="dashboard__as-of" aria-live="polite">
            {enquiriesNote(current)}
          </p>
        </div>
      )}
    </div>
  );
}

export default DashboardScreen;
