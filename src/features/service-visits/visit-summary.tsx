// One visit as its owner and the hub read it: what, where, when, its state, the work done and its timeline.
import { SERVICE_TYPE_LABELS, SERVICE_VISIT_STATE_LABELS, slotLabel } from '@contract/service-visit-rules';
import type { ServiceVisit } from '@contract/service-visits';
import { Timeline } from '@/components/timeline';
import { formatDate } from '@/lib/format';

export function VisitFacts({ visit }: { visit: ServiceVisit }) {
  return (
    <dl className="service-visit-facts">
      <dt>Status</dt>
      <dd>
        <strong>{SERVICE_VISIT_STATE_LABELS[visit.state]}</strong>
      </dd>
      <dt>Service</dt>
      <dd>{SERVICE_TYPE_LABELS[visit.service_type]}</dd>
      <dt>When</dt>
      <dd>
        {formatDate(visit.date)}, {slotLabel(visit.slot)}
      </dd>
      <dt>Hub</dt>
      <dd>
        {visit.hub.name}, {visit.hub.address}
      </dd>
      {visit.note ? (
        <>
          <dt>Your note</dt>
          <dd>{visit.note}</dd>
        </>
      ) : null}
      {visit.odometer_km !== null ? (
        <>
          <dt>Odometer</dt>
          <dd>{visit.odometer_km.toLocaleString('en-IN')} km</dd>
        </>
      ) : null}
      {visit.work_notes ? (
        <>
          <dt>Work done</dt>
          <dd>{visit.work_notes}</dd>
        </>
      ) : null}
      {visit.parts.length ? (
        <>
          <dt>Parts used</dt>
          <dd>{visit.parts.map((p) => `${p.name} × ${p.quantity}`).join(', ')}</dd>
        </>
      ) : null}
    </dl>
  );
}

export function VisitTimeline({ visit, withActors = false }: { visit: ServiceVisit; withActors?: boolean }) {
  return (
    <Timeline
      label={`Timeline of ${visit.reference}`}
      empty="Nothing has happened yet."
      items={visit.events.map((e) => ({
        id: e.id,
        at: e.at,
        text: e.text,
        note: e.note,
        actor: withActors ? e.actor_role : null,
        tone: e.to === 'completed' || e.to === 'confirmed' ? 'done' : e.kind === 'reschedule' ? 'info' : 'plain',
      }))}
    />
  );
}
