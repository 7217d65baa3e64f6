import { useMemo, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { Order, OrderEditRequest } from '@contract/orders';
import { paths } from '@contract/paths';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ColourPicker } from '@/components/colour-picker';
import { PersonFields } from '@/components/field';
import { HubField, useCityHubs } from '@/components/hub-field';
import { NotFoundView } from '@/components/not-found-view';
import { Seo } from '@/components/seo';
import { findBike } from '@/content/bikes';
import { useAppDispatch } from '@/lib/store/hooks';
import { useForm } from '@/lib/use-form';
import { useSubmit } from '@/lib/use-submit';
import { hasErrors, personBody, personChecks, validate } from '@/lib/validation';
import { OrderGate, OrderPicture } from './order-parts';
import { saveOrderEdit } from './orders-thunks';
import { orderIdOf } from '@/lib/use-order-details';
import { useOrder } from './use-order';
import * as t from './edit.messages';

type Fields = 'colour' | 'dealer_id' | 'name' | 'mobile' | 'email';
const valuesOf = (o: Order): Record<Fields, string> => ({ colour: o.colour, dealer_id: String(o.hub.id), name: o.name, mobile: o.mobile, email: o.email });

/** Only what changed is sent: the server records each change on the timeline. */
function changes(order: Order, values: Record<Fields, string>): OrderEditRequest {
  const body: OrderEditRequest = {};
  const person = personBody(values);
  if (values.colour !== order.colour) body.colour = values.colour;
  if (values.dealer_id !== String(order.hub.id)) body.dealer_id = Number(values.dealer_id);
  if (person.name !== order.name) body.name = person.name;
  if (person.mobile !== order.mobile) body.mobile = person.mobile;
  if (person.email !== order.email) body.email = person.email;
  return body;
}

/** The hubs a booking may move to: those in the state of its current hub. */
function useSameStateHubs(order: Order) {
  const source = useCityHubs('');
  const all = source.centres.data;
  const state = all?.find((c) => c.id === order.hub.id)?.state_id;
  const hubs = useMemo(() => (all ?? []).filter((c) => c.state_id === state), [all, state]);
  const ranked = useMemo(() => hubs.map((hub) => ({ hub, km: null })), [hubs]);
  return { ...source, hubs, ranked };
}

/** Starts from the order as loaded (useForm keeps its first values), so nothing typed is lost when a save fails. */
function EditForm({ order }: { order: Order }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const form = useForm<Fields>(valuesOf(order));
  const { formRef, values, errors, serverError, setServerError, busy, set, showErrors } = form;
  const { submit: send } = useSubmit(form);
  const bike = findBike(order.model);
  const hubs = useSameStateHubs(order);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setServerError(null);
    const found = validate(values, { ...personChecks, dealer_id: (v: string) => (v ? null : t.hubState) });
    showErrors(found);
    if (hasErrors(found)) return;
    const body = changes(order, values);
    if (!Object.keys(body).length) return setServerError(t.nothingChanged);
    const outcome = await send(() => dispatch(saveOrderEdit(order.id, body)));
    if (outcome.ok) navigate(paths.bookingDetail.getHref(order.id), { state: { notice: t.updated } });
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={t.changeYourBooking}>
      {serverError ? <Alert>{serverError}</Alert> : null}
      <h2>{t.colour}</h2>
      <OrderPicture order={{ model: order.model, colour: values.colour }} />
      {bike ? <ColourPicker colours={bike.colours} selected={values.colour} onSelect={(colour) => set({ colour })} /> : null}
      {errors.colour ? (
        <p className="field__error" role="alert">
          {errors.colour}
        </p>
      ) : null}
      <h2>{t.deliveryHub}</h2>
      <p className="muted">{t.sameStateOnly}</p>
      <HubField
        label={t.deliveryHub}
        city={order.hub.city || 'same-state'}
        source={hubs}
        value={values.dealer_id}
        error={errors.dealer_id}
        onChange={(dealer_id) => set({ dealer_id })}
        noHubHelp={t.noHubHelp}
      />
      <h2>{t.contactDetails}</h2>
      <PersonFields values={values} errors={errors} onChange={set} />
      <div className="form-actions">
        <Button type="submit" busy={busy}>
          {t.saveChanges}
        </Button>
        <Link to={paths.bookingDetail.getHref(order.id)}>{t.backToBooking}</Link>
      </div>
    </form>
  );
}

function Edit({ order }: { order: Order }) {
  return (
    <div className="page container order-page">
      <Seo title={t.pageTitle({ reference: order.reference })} description={t.pageDescription} path={paths.editBooking.getHref(order.id)} noindex />
      <h1>
        {t.changeYourBooking} <span className="order-page__reference">{order.reference}</span>
      </h1>
      {order.can_edit ? (
        <EditForm key={order.id} order={order} />
      ) : (
        <>
          <Alert tone="info">{t.notEditable}</Alert>
          <Link to={paths.bookingDetail.getHref(order.id)}>{t.backToBooking}</Link>
        </>
      )}
    </div>
  );
}

/** /editbooking/:id: colour, hub (same state) and contact details while the order is reserved or confirmed. */
export function EditBookingScreen() {
  const { id } = useParams();
  const orderId = orderIdOf(id);
  const state = useOrder(orderId);
  if (orderId === null) return <NotFoundView />;
  return (
    <OrderGate id={orderId} state={state} title={t.changeYourBooking} path={paths.editBooking.getHref(orderId)}>
      {(order) => <Edit order={order} />}
    </OrderGate>
  );
}

export default EditBookingScreen;
