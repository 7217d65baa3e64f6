import { useCallback, useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Spinner } from '@/components/loading-overlay';
import { Seo } from '@/components/seo';
import type { HubOpenItem } from '@contract/support';
import { paths } from '@contract/paths';
import { formatDate } from '@/lib/format';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { formatMinutes, formatNps } from './desk-hub-format';
import { selectHubDrill, type ServiceDashSlice } from './desk-dash-slice';
import { fetchHub } from './desk-dash-thunks';
import './desk-dash.css';

function Items({ title, items, empty, hrefFor }: { title: string; items: HubOpenItem[]; empty: string; hrefFor?: (id: number) => string }) {
  return (
    <section aria-labelledby={`hub-${title}`}>
      <h2 id={`hub-${title}`}>
        {title} ({items.length})
      </h2>
      {items.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul className="service-dash__items">
          {items.map((item) => (
            <li key={item.id}>
              {hrefFor ? <Link to={hrefFor(item.id)}>{item.reference}</Link> : <strong>{item.reference}</strong>} {item.label} · {item.status.replace(/_/g, ' ')} · since{' '}
              {formatDate(item.created_at)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /service-dash/:id (admin): one hub's numbers and its open items, oldest first. */
export function DeskHubScreen() {
  const id = Number(useParams().id);
  const dispatch = useAppDispatch();
  const state = useAppSelector((s: ServiceDashSlice) => selectHubDrill(s));
  const load = useCallback(() => void dispatch(fetchHub(id)), [dispatch, id]);
  useEffect(load, [load]);
  const data = state.data?.hub.id === id ? state.data : null;

  return (
    <div className="page container service-dash">
      <Seo title="Service centre" description="A service centre's open items." path={paths.serviceDashHub.getHref(id)} noindex />
      <p>
        <Link to={paths.serviceDash.getHref()}>All service centres</Link>
      </p>
      {state.status === 'failed' && !data ? (
        <Alert title="We could not load this service centre." onRetry={load}>
          {state.error}
        </Alert>
      ) : !data ? (
        <Spinner label="Loading the service centre" />
      ) : (
        <>
          <h1>{data.hub.name}</h1>
          <dl className="service-dash__facts">
            <dt>City</dt>
            <dd>{data.hub.city}</dd>
            <dt>Lead response</dt>
            <dd>{formatMinutes(data.hub.lead_response_minutes)}</dd>
            <dt>NPS</dt>
            <dd>{formatNps(data.hub.nps)}</dd>
          </dl>
          <Items title="Open test rides" items={data.test_rides} empty="No open test rides." />
          <Items title="Deliveries due" items={data.deliveries} empty="No deliveries due." />
          <Items title="Open tickets" items={data.tickets} empty="No open tickets." hrefFor={paths.supportTicket.getHref} />
        </>
      )}
    </div>
  );
}

export default DeskHubScreen;
