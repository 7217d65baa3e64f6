// The dashboard's panel (lib/owner-panels.tsx): each delivered bike with its next service due, a link to book one,
// and its visits with their status and timeline; an open visit can be moved or cancelled until 2 hours before its slot.
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@contract/paths';
import { CUSTOMER_CHANGE_HOURS } from '@contract/enquiry-rules';
import { isOpenVisit, serviceDueText } from '@contract/service-visit-rules';
import type { OwnedBike, ServiceVisit } from '@contract/service-visits';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { useAppDispatch } from '@/lib/store/hooks';
import { useFetchedList } from '@/lib/use-order-details';
import { selectMyService } from './service-visits-slice';
import { changeMyVisit, fetchMyService } from './service-visits-thunks';
import { ChangeVisitForm } from './change-visit-form';
import { VisitFacts, VisitTimeline } from './visit-summary';
import './service-visits.css';
import { useAction } from '@/lib/use-action';

function VisitCard({ visit }: { visit: ServiceVisit }) {
  const dispatch = useAppDispatch();
  const { run, busy, error } = useAction();
  const [changing, setChanging] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  async function cancel() {
    setDone(null);
    await run(() => dispatch(changeMyVisit(visit.id, { kind: 'cancel' })));
  }
  return (
    <li className="card service-visit-card">
      <h4>Service visit {visit.reference}</h4>
      {done ? <Alert tone="success">{done}</Alert> : null}
      <VisitFacts visit={visit} />
      <h5>Timeline</h5>
      <VisitTimeline visit={visit} />
      {error ? <Alert title="We could not cancel this visit.">{error}</Alert> : null}
      {visit.can_change ? (
        <>
          <div className="service-actions">
            <Button variant="secondary" aria-expanded={changing} onClick={() => { setChanging((open) => !open); setDone(null); }}>
              Change date or time
            </Button>
            <Button variant="secondary" busy={busy} onClick={() => void cancel()}>
              Cancel visit {visit.reference}
            </Button>
          </div>
          {changing ? (
            <ChangeVisitForm
              visit={visit}
              onClose={() => setChanging(false)}
              onDone={(message) => {
                setChanging(false);
                setDone(message);
              }}
            />
          ) : null}
        </>
      ) : isOpenVisit(visit.state) ? (
        <p className="muted">To change it now, call the hub: {visit.hub.phone}. Online changes close {CUSTOMER_CHANGE_HOURS} hours before the slot.</p>
      ) : null}
    </li>
  );
}

function BikeService({ bike }: { bike: OwnedBike }) {
  const open = bike.visits.some((v) => isOpenVisit(v.state));
  return (
    <li className="service-bike">
      <h3>
        {bike.model_name} {bike.chassis ? <span className="muted">({bike.chassis})</span> : null}
      </h3>
      <p>
        Next due: {serviceDueText(bike.next_service)}.{bike.next_service.overdue ? ' It is overdue.' : ''}
      </p>
      {open ? null : <Link to={paths.serviceBooking.getHref(bike.order_id)}>Book a service for your {bike.model_name}</Link>}
      {bike.visits.length ? (
        <ul className="portal-list" aria-label={`Service visits of your ${bike.model_name}`}>
          {bike.visits.map((v) => (
            <VisitCard key={v.id} visit={v} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export function ServiceVisitsPanel() {
  const { list, reload } = useFetchedList(selectMyService, fetchMyService);
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  if (list.status === 'failed' && !list.data) {
    return (
      <section aria-labelledby="service-visits">
        <h2 id="service-visits">Service</h2>
        <Alert title="We could not load your service visits." onRetry={reload}>
          {list.error}
        </Alert>
      </section>
    );
  }
  if (!list.data?.length) return null;
  return (
    <section aria-labelledby="service-visits">
      <h2 id="service-visits">Service</h2>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <ul className="portal-list">
        {list.data.map((b) => (
          <BikeService key={b.order_id} bike={b} />
        ))}
      </ul>
    </section>
  );
}

export default ServiceVisitsPanel;
