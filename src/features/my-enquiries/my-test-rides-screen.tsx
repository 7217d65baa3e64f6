import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { useConfirm } from '@/components/dialog';
import { SelectField, TextField } from '@/components/field';
import { Seo } from '@/components/seo';
import type { MyTestRide, TestRideStatus } from '@contract/enquiries';
import { hasTestRidePass } from '@contract/pass-rules';
import { paths } from '@contract/paths';
import { CUSTOMER_CHANGE_HOURS, TEST_RIDE_SLOTS, enquiryMessages, testRideDateWindow } from '@contract/enquiry-rules';
import { formatDate } from '@/lib/format';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { useForm } from '@/lib/use-form';
import { useSubmit } from '@/lib/use-submit';
import { hasErrors, validate } from '@/lib/validation';
import { ListState } from './my-enquiries-parts';
import { selectMyTestRides, type MyEnquiriesSlice } from './my-enquiries-slice';
import { cancelMyTestRide, fetchMyTestRides, rescheduleMyTestRide } from './my-enquiries-thunks';
import './my-enquiries.css';

const STATUS_LABELS: Record<TestRideStatus, string> = {
  requested: 'Requested: the hub will call you to confirm',
  confirmed: 'Confirmed',
  completed: 'Completed',
  no_show: 'Missed: you did not come to the ride',
  cancelled: 'Cancelled',
};

type Fields = 'date' | 'slot';

function RescheduleForm({ ride, onDone }: { ride: MyTestRide; onDone: (message: string) => void }) {
  const dispatch = useAppDispatch();
  const bookable = testRideDateWindow();
  const form = useForm<Fields>({ date: ride.date, slot: '' });
  const { formRef, values, errors, serverError, setServerError, busy, set, showErrors } = form;
  const { submit: send } = useSubmit(form);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setServerError(null);
    const slot = TEST_RIDE_SLOTS.find((s) => s === values.slot);
    const found = validate(values, {
      date: (v) => (v >= bookable.min && v <= bookable.max ? null : enquiryMessages.date),
      slot: () => (slot ? null : enquiryMessages.slot),
    });
    if (hasErrors(found) || !slot) {
      showErrors(found);
      return;
    }
    const outcome = await send(() => dispatch(rescheduleMyTestRide(ride.id, { date: values.date, slot })));
    if (!outcome.ok) return;
    onDone(`Your test ride ${ride.reference} is moved to ${formatDate(values.date)}, ${values.slot}.`);
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={`Reschedule ${ride.reference}`} className="my-enquiries__form">
      {serverError ? <Alert title="We could not move your test ride.">{serverError}</Alert> : null}
      <TextField label="New date" name="date" type="date" required min={bookable.min} max={bookable.max} value={values.date} error={errors.date} onChange={(e) => set({ date: e.target.value })} />
      <SelectField
        label="New time slot"
        name="slot"
        required
        placeholder="Choose a slot"
        value={values.slot}
        error={errors.slot}
        options={TEST_RIDE_SLOTS.map((s) => ({ value: s, label: s }))}
        onChange={(e) => set({ slot: e.target.value })}
      />
      <Button type="submit" busy={busy}>
        {busy ? 'Moving…' : 'Move my test ride'}
      </Button>
    </form>
  );
}

function RideCard({ ride, onNotice }: { ride: MyTestRide; onNotice: (message: string, tone: 'success' | 'error') => void }) {
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [dialog, confirm] = useConfirm();

  async function onCancel() {
    const ok = await confirm({
      title: `Cancel test ride ${ride.reference}?`,
      message: `Your ${ride.model_name} test ride on ${formatDate(ride.date)}, ${ride.slot} at ${ride.hub.name} will be cancelled.`,
      confirmLabel: 'Cancel the ride',
      cancelLabel: 'Keep it',
    });
    if (!ok) return;
    setBusy(true);
    const outcome = await dispatch(cancelMyTestRide(ride.id));
    setBusy(false);
    onNotice(outcome.ok ? `Your test ride ${ride.reference} is cancelled.` : outcome.error, outcome.ok ? 'success' : 'error');
  }

  return (
    <li className="card my-enquiries__item">
      <h2 className="my-enquiries__title">
        {ride.model_name} test ride <span className="muted">{ride.reference}</span>
      </h2>
      <dl className="my-enquiries__facts">
        <dt>When</dt>
        <dd>
          {formatDate(ride.date)}, {ride.slot}
        </dd>
        <dt>Status</dt>
        <dd>{STATUS_LABELS[ride.status]}</dd>
        <dt>Hub</dt>
        <dd>
          {ride.hub.name}, {ride.hub.address}
          <br />
          <a href={`tel:${ride.hub.phone.replace(/[^\d+]/g, '')}`}>{ride.hub.phone}</a>
          {' · '}
          <a href={ride.hub.map_url} target="_blank" rel="noreferrer">
            Directions<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </dd>
      </dl>
      {hasTestRidePass(ride.status) ? (
        <p>
          <Link to={paths.testRidePass.getHref(ride.id)}>
            Test ride pass<span className="visually-hidden"> for {ride.reference}</span>
          </Link>
        </p>
      ) : null}
      {ride.can_change ? (
        <>
          <div className="my-enquiries__actions">
            <Button variant="secondary" aria-expanded={editing} onClick={() => setEditing((v) => !v)}>
              {editing ? 'Keep this slot' : 'Reschedule'}
            </Button>
            <Button variant="secondary" busy={busy} onClick={() => void onCancel()}>
              Cancel ride
            </Button>
          </div>
          {editing ? (
            <RescheduleForm
              ride={ride}
              onDone={(message) => {
                setEditing(false);
                onNotice(message, 'success');
              }}
            />
          ) : null}
        </>
      ) : ride.status === 'requested' || ride.status === 'confirmed' ? (
        <p className="muted">
          Changes close {CUSTOMER_CHANGE_HOURS} hours before the slot. To change it now, call the hub.
        </p>
      ) : null}
      {dialog}
    </li>
  );
}

/** /usertestride: my test rides; reschedule to another slot or cancel, up to CUSTOMER_CHANGE_HOURS before. */
export function MyTestRidesScreen() {
  const dispatch = useAppDispatch();
  const list = useAppSelector((s: MyEnquiriesSlice) => selectMyTestRides(s));
  const [notice, setNotice] = useState<{ message: string; tone: 'success' | 'error' } | null>(null);
  const load = useCallback(() => void dispatch(fetchMyTestRides()), [dispatch]);
  useEffect(load, [load]);

  return (
    <div className="page container my-enquiries">
      <Seo title="My test rides" description="Your Revolt test rides." path={paths.userTestRide.path} noindex />
      <h1>My test rides</h1>
      {notice ? <Alert tone={notice.tone}>{notice.message}</Alert> : null}
      <ListState
        list={list}
        what="test rides"
        onRetry={load}
        empty={{ title: 'No test rides yet', text: 'Ride a Revolt at a hub near you, free.', action: { label: 'Book a test ride', href: paths.testRide.getHref() } }}
      >
        {(rides) => (
          <ul className="my-enquiries__list" aria-label="Test rides">
            {rides.map((ride) => (
              <RideCard key={ride.id} ride={ride} onNotice={(message, tone) => setNotice({ message, tone })} />
            ))}
          </ul>
        )}
      </ListState>
    </div>
  );
}

export default MyTestRidesScreen;
