// /book-service: an owner books a service visit for a delivered bike: the kind of service, the hub, a day and a slot
// with room (the places left shown on each), and what is wrong and the odometer, if they like.
import { useEffect, useMemo, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@contract/paths';
import {
  ODOMETER_MAX,
  SERVICE_NOTE_MAX,
  SERVICE_TYPES,
  SERVICE_TYPE_LABELS,
  serviceDateWindow,
  serviceDueText,
  serviceVisitMessages as m,
  type ServiceSlot,
} from '@contract/service-visit-rules';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { RadioGroupField, SelectField, TextAreaField, TextField } from '@/components/field';
import { Seo } from '@/components/seo';
import { distanceText, hubsByDistance } from '@/lib/pincode-place';
import { loadServiceCentres, selectServiceCentres, type ReferenceSlice } from '@/lib/reference-data';
import { selectUserInfo, type SessionSlice } from '@/lib/session';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { useFetchedList } from '@/lib/use-order-details';
import { useForm } from '@/lib/use-form';
import { useSubmit } from '@/lib/use-submit';
import { hasErrors, type Errors } from '@/lib/validation';
import { selectMyService } from './service-visits-slice';
import { bookServiceVisit, fetchMyService } from './service-visits-thunks';
import { SlotFields } from './slot-fields';
import { slotChoiceErrors, useSlotPlaces } from './use-slot-places';
import './service-visits.css';

type Field = 'order_id' | 'service_type' | 'hub_id' | 'date' | 'slot' | 'note' | 'odometer_km';
const EMPTY: Record<Field, string> = { order_id: '', service_type: '', hub_id: '', date: '', slot: '', note: '', odometer_km: '' };

function validate(v: Record<Field, string>, window: { min: string; max: string }): Errors<Field> {
  const errors: Errors<Field> = {};
  if (!v.order_id) errors.order_id = m.bike;
  if (!(SERVICE_TYPES as readonly string[]).includes(v.service_type)) errors.service_type = m.serviceType;
  if (!v.hub_id) errors.hub_id = m.hub;
  Object.assign(errors, slotChoiceErrors(v.date, v.slot, window));
  if (v.note.length > SERVICE_NOTE_MAX) errors.note = m.note;
  const km = v.odometer_km.trim();
  if (km && (!/^\d+$/.test(km) || Number(km) > ODOMETER_MAX)) errors.odometer_km = m.odometer;
  return errors;
}

export function ServiceBookingScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { list: bikes, reload } = useFetchedList(selectMyService, fetchMyService);
  const centres = useAppSelector((s: ReferenceSlice) => selectServiceCentres(s));
  useEffect(() => void dispatch(loadServiceCentres()), [dispatch]);
  const form = useForm<Field>({ ...EMPTY, order_id: search.get('bike') ?? '' });
  const { values, errors, set, busy, serverError, setServerError, fillEmpty } = form;
  const { submit: send } = useSubmit(form);
  const window = serviceDateWindow();
  const { options: slotOptions, refresh } = useSlotPlaces(values.hub_id, values.date);
  const owned = useMemo(() => bikes.data ?? [], [bikes.data]);
  // One bike: it is the one to service.
  useEffect(() => {
    if (owned.length === 1) fillEmpty({ order_id: String(owned[0]!.order_id) });
  }, [owned, fillEmpty]);
  // Nearest the owner's pincode first, when their profile has one (lib/pincode-place.ts), each with its distance.
  const pincode = useAppSelector((s: SessionSlice) => selectUserInfo(s))?.pincode ?? '';
  const hubOptions = useMemo(() => {
    const all = centres.data ?? [];
    return hubsByDistance(all, all, pincode).map(({ hub: c, km }) => ({
      value: String(c.id),
      label: `${c.name} (${c.address.split(',').at(-1)?.trim() ?? c.city_id})${km === null ? '' : `, ${distanceText(km)}`}`,
    }));
  }, [centres.data, pincode]);
  const bike = owned.find((b) => String(b.order_id) === values.order_id);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setServerError(null);
    const found = validate(values, window);
    if (hasErrors(found)) {
      form.showErrors(found);
      return;
    }
    const outcome = await send(() => dispatch(
      bookServiceVisit({
        order_id: Number(values.order_id),
        service_type: values.service_type as (typeof SERVICE_TYPES)[number],
        hub_id: Number(values.hub_id),
        date: values.date,
        slot: values.slot as ServiceSlot,
        note: values.note.trim() || undefined,
        odometer_km: values.odometer_km.trim() ? Number(values.odometer_km) : undefined,
      }),
    ));
    if (!outcome.ok) {
      // A full slot's answer names the next free ones; the places shown are refreshed to match.
      if (outcome.status === 409) refresh();
      return;
    }
    await dispatch(fetchMyService());
    navigate(paths.userDashboard.getHref(), { state: { notice: outcome.data.message } });
  }

  const seo = <Seo title="Book a service" description="Book a service visit for your Revolt at a hub near you." path={paths.serviceBooking.path} noindex />;
  if (bikes.status === 'failed' && !bikes.data) {
    return (
      <div className="page container service-visits">
        {seo}
        <h1>Book a service</h1>
        <Alert title="We could not load your bikes." onRetry={reload}>
          {bikes.error}
        </Alert>
      </div>
    );
  }
  if (!bikes.data) {
    return (
      <div className="page container service-visits" aria-busy="true">
        {seo}
        <h1>Book a service</h1>
        <p role="status">Loading your bikes…</p>
      </div>
    );
  }
  if (owned.length === 0) {
    return (
      <div className="page container service-visits">
        {seo}
        <h1>Book a service</h1>
        <p>Service visits are for bikes already delivered to you. Once your Revolt is delivered, you can book its services here.</p>
        <Link to={paths.userDashboard.getHref()}>Back to your dashboard</Link>
      </div>
    );
  }
  return (
    <div className="page container service-visits">
      {seo}
      <h1>Book a service</h1>
      {serverError ? <Alert title="We could not book this visit.">{serverError}</Alert> : null}
      <form ref={form.formRef} onSubmit={submit} noValidate className="service-form">
        {owned.length > 1 ? (
          <RadioGroupField
            legend="Bike"
            name="order_id"
            required
            layout="cards"
            value={values.order_id}
            onChange={(v) => set({ order_id: v })}
            error={errors.order_id}
            options={owned.map((b) => ({ value: String(b.order_id), label: b.model_name, description: b.chassis ? `Chassis ${b.chassis}` : b.reference }))}
          />
        ) : (
          <p>
            <strong>{owned[0]!.model_name}</strong> {owned[0]!.chassis ? `(chassis ${owned[0]!.chassis})` : null}
          </p>
        )}
        {bike ? <p className="muted">Next due: {serviceDueText(bike.next_service)}.</p> : null}
        <RadioGroupField
          legend="Kind of service"
          name="service_type"
          required
          value={values.service_type}
          onChange={(v) => set({ service_type: v })}
          error={errors.service_type}
          options={SERVICE_TYPES.map((t) => ({ value: t, label: SERVICE_TYPE_LABELS[t] }))}
        />
        <SelectField
          label="Hub"
          required
          placeholder={centres.status === 'loading' && !centres.data ? 'Loading hubs…' : 'Choose a hub'}
          options={hubOptions}
          value={values.hub_id}
          onChange={(e) => set({ hub_id: e.target.value, slot: '' })}
          error={errors.hub_id}
        />
        {centres.status === 'failed' ? (
          <Alert title="We could not load the hubs." onRetry={() => void dispatch(loadServiceCentres())}>
            {centres.error}
          </Alert>
        ) : null}
        <SlotFields
          date={values.date}
          slot={values.slot}
          onChange={set}
          errors={errors}
          options={slotOptions}
          dateHint={`From tomorrow up to ${window.max}.`}
          waiting={values.hub_id && values.date ? undefined : 'Choose a hub and a date to see the places left.'}
        />
        <TextAreaField
          label="What is wrong? (optional)"
          rows={3}
          maxLength={SERVICE_NOTE_MAX}
          value={values.note}
          onChange={(e) => set({ note: e.target.value })}
          error={errors.note}
        />
        <TextField
          label="Odometer reading in km (optional)"
          inputMode="numeric"
          value={values.odometer_km}
          onChange={(e) => set({ odometer_km: e.target.value })}
          error={errors.odometer_km}
        />
        <Button type="submit" busy={busy}>
          Book the visit
        </Button>
      </form>
    </div>
  );
}

export default ServiceBookingScreen;
