// /servicevisitdetail/:id: one visit for its hub's dealer (or an admin): the customer, the bike, the slot, the
// timeline, and the actions its state allows, each a small form (a note; a new free slot; the work done and parts).
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '@contract/paths';
import { serviceVisitReference, type ServiceVisitAction } from '@contract/service-visit-rules';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Seo } from '@/components/seo';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { orderIdOf } from '@/lib/use-order-details';
import { ActionForm } from './visit-actions';
import { selectBoServiceVisit } from './service-visits-slice';
import { fetchServiceVisit } from './service-visits-thunks';
import { VisitFacts, VisitTimeline } from './visit-summary';
import './service-visits.css';

const ACTION_LABELS: Record<ServiceVisitAction, string> = { confirm: 'Confirm', reschedule: 'Reschedule', complete: 'Complete', cancel: 'Cancel visit' };

export function ServiceVisitDetailScreen() {
  const id = orderIdOf(useParams().id);
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectBoServiceVisit);
  const [open, setOpen] = useState<ServiceVisitAction | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const load = useCallback(() => {
    if (id !== null) void dispatch(fetchServiceVisit(id));
  }, [dispatch, id]);
  useEffect(load, [load]);
  const visit = state.data && state.data.id === id ? state.data : null;
  const title = id ? `Service visit ${serviceVisitReference(id)}` : 'Service visit';
  const seo = <Seo title={title} description="A service visit at your hub." path={paths.serviceVisitList.path} noindex />;
  const back = <Link to={paths.serviceVisitList.getHref()}>All service visits</Link>;
  if (!visit) {
    return (
      <div className="page container service-visits">
        {seo}
        <h1>{title}</h1>
        {id === null || (state.status === 'failed' && !state.loading) ? (
          <Alert title="We could not load this visit." onRetry={id === null ? undefined : load}>
            {state.error ?? 'This visit does not exist.'}
          </Alert>
        ) : (
          <p role="status">Loading the visit…</p>
        )}
        {back}
      </div>
    );
  }
  return (
    <div className="page container service-visits">
      {seo}
      {back}
      <h1>{title}</h1>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <p>
        {visit.customer.name}, <a href={`tel:+91${visit.customer.mobile}`}>{visit.customer.mobile}</a>. {visit.model_name}
        {visit.chassis ? ` (${visit.chassis})` : ''}.
      </p>
      <VisitFacts visit={visit} />
      {visit.actions.length ? (
        <section aria-labelledby="visit-actions">
          <h2 id="visit-actions">Actions</h2>
          <div className="service-actions">
            {visit.actions.map((a) => (
              <Button key={a} variant={a === 'cancel' ? 'ghost' : open === a ? 'primary' : 'secondary'} aria-expanded={open === a} onClick={() => { setNotice(null); setOpen(open === a ? null : a); }}>
                {ACTION_LABELS[a]}
              </Button>
            ))}
          </div>
          {open && visit.actions.includes(open) ? (
            <ActionForm
              key={open}
              action={open}
              visit={visit}
              onDone={(message) => {
                setOpen(null);
                setNotice(message);
              }}
            />
          ) : null}
        </section>
      ) : null}
      <h2>Timeline</h2>
      <VisitTimeline visit={visit} withActors />
    </div>
  );
}

export default ServiceVisitDetailScreen;
