// /hub-slots: for each of the caller's hubs (every hub for an admin), how many test rides and how many service
// visits it takes in each slot of a day. Bookings already made keep their places when a figure goes down.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { paths } from '@contract/paths';
import { serviceVisitMessages as m } from '@contract/service-visit-rules';
import type { HubSlots } from '@contract/service-visits';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { Seo } from '@/components/seo';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { selectHubSlots } from './service-visits-slice';
import { fetchHubSlots, saveServiceCapacity, saveTestRideCapacity } from './service-visits-thunks';
import './service-visits.css';
import { useAction } from '@/lib/use-action';

const TEST_RIDE_MESSAGE = 'Use a number of test rides per slot from 0 to 20.';
const valid = (v: string) => /^\d{1,2}$/.test(v.trim()) && Number(v) <= 20;

function HubRow({ hub }: { hub: HubSlots }) {
  const dispatch = useAppDispatch();
  const [rides, setRides] = useState(String(hub.test_ride_capacity));
  const [service, setService] = useState(String(hub.service_capacity));
  const [errors, setErrors] = useState<{ rides?: string; service?: string }>({});
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { run, busy } = useAction();

  async function save(e: FormEvent) {
    e.preventDefault();
    setResult(null);
    const found = { ...(valid(rides) ? {} : { rides: TEST_RIDE_MESSAGE }), ...(valid(service) ? {} : { service: m.capacity }) };
    setErrors(found);
    if (found.rides || found.service) return;
    const changes = [];
    if (Number(rides) !== hub.test_ride_capacity) changes.push(dispatch(saveTestRideCapacity(hub.id, Number(rides))));
    if (Number(service) !== hub.service_capacity) changes.push(dispatch(saveServiceCapacity(hub.id, Number(service))));
    const saved = Promise.all(changes);
    const outcomes = await run(() => saved);
    const failed = outcomes.find((o) => !o.ok);
    if (failed && !failed.ok) setResult({ tone: 'error', text: failed.error });
    else if (outcomes.length === 0) setResult({ tone: 'success', text: 'Nothing changed.' });
    else {
      setResult({ tone: 'success', text: outcomes.map((o) => (o.ok ? o.data.message : '')).join(' ') });
      void dispatch(fetchHubSlots());
    }
  }

  return (
    <li className="card">
      <form onSubmit={save} noValidate aria-label={`Places per slot at ${hub.name}`}>
        <h2>
          {hub.name} <span className="muted">({hub.city})</span>
        </h2>
        <div className="hub-slot-row">
          <TextField label="Test rides per slot" inputMode="numeric" value={rides} onChange={(e) => setRides(e.target.value)} error={errors.rides} />
          <TextField label="Service visits per slot" inputMode="numeric" value={service} onChange={(e) => setService(e.target.value)} error={errors.service} />
          <Button type="submit" busy={busy}>
            Save {hub.name}
          </Button>
        </div>
        {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
      </form>
    </li>
  );
}

export function HubSlotsScreen() {
  const dispatch = useAppDispatch();
  const hubs = useAppSelector(selectHubSlots);
  const load = useCallback(() => void dispatch(fetchHubSlots()), [dispatch]);
  useEffect(load, [load]);
  return (
    <div className="page container service-visits">
      <Seo title="Hub slots" description="Places per test-ride and service slot at your hubs." path={paths.hubSlots.path} noindex />
      <h1>Hub slots</h1>
      <p>How many test rides and how many service visits each hub takes in each two-hour slot. Bookings already made keep their places.</p>
      {hubs.status === 'failed' && !hubs.data ? (
        <Alert title="We could not load your hubs." onRetry={load}>
          {hubs.error}
        </Alert>
      ) : !hubs.data ? (
        <p role="status">Loading your hubs…</p>
      ) : hubs.data.length === 0 ? (
        <p>You run no hubs yet. An admin links dealers to their hubs.</p>
      ) : (
        <ul className="portal-list">
          {hubs.data.map((h) => (
            <HubRow key={h.id} hub={h} />
          ))}
        </ul>
      )}
    </div>
  );
}

export default HubSlotsScreen;
