import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { Button } from '@/components/button';
import { NotFoundView } from '@/components/not-found-view';
import { Seo } from '@/components/seo';
import { bikes } from '@/content/bikes';
import { saveFile } from '@/lib/download';
import { formatDate, phoneText, telHref } from '@/lib/format';
import { paths } from '@contract/paths';
import { directionsUrl, enquiryReference, formatSlot, testRideIcs, type EnquiryKind, type ThankYouState } from './enquiry-helpers';
import './enquiries.css';

const kindOf = (pathname: string): EnquiryKind =>
  pathname.startsWith('/thankyouride/') ? 'ride' : pathname.startsWith('/thankyounotify/') ? 'notify' : 'contact';

const copy: Record<EnquiryKind, { title: string; heading: string; fallback: string }> = {
  ride: {
    title: 'Test ride requested',
    heading: 'Your test ride request is in',
    fallback: 'We have received your test ride request.',
  },
  notify: {
    title: 'You are on the list',
    heading: 'You are on the list',
    fallback: 'We have added you to the list for your city.',
  },
  contact: {
    title: 'Message received',
    heading: 'Thank you for your message',
    fallback: 'We have received your message.',
  },
};

function readState(state: unknown): ThankYouState | null {
  if (typeof state !== 'object' || state === null) return null;
  const s = state as Record<string, unknown>;
  if (typeof s.reference !== 'string' || typeof s.message !== 'string') return null;
  const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
  return {
    reference: s.reference,
    message: s.message,
    model: text(s.model),
    date: text(s.date),
    slot: text(s.slot),
    hubName: text(s.hubName),
    hubAddress: text(s.hubAddress),
    hubPhone: text(s.hubPhone),
    hubLat: num(s.hubLat),
    hubLng: num(s.hubLng),
  };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Where the ride is (address, phone, map) and an .ics file for the customer's calendar. */
function RideActions({ details }: { details: ThankYouState }) {
  const { date, slot, hubLat, hubLng } = details;
  const canCalendar = Boolean(date && ISO_DATE.test(date) && slot);
  const addToCalendar = () => {
    if (!date || !slot) return;
    saveFile(new Blob([testRideIcs({ ...details, date, slot })], { type: 'text/calendar;charset=utf-8' }), `revolt-test-ride-${details.reference}.ics`);
  };
  return (
    <div className="thank-you__actions">
      {hubLat !== undefined && hubLng !== undefined ? (
        <a className="btn btn--secondary" href={directionsUrl({ lat: hubLat, lng: hubLng })} target="_blank" rel="noopener noreferrer">
          Directions to the hub<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : null}
      {canCalendar ? (
        <Button variant="secondary" onClick={addToCalendar}>
          Add to calendar (.ics)
        </Button>
      ) : null}
    </div>
  );
}

function NextSteps({ kind }: { kind: EnquiryKind }): ReactNode {
  if (kind === 'ride')
    return (
      <ol>
        <li>The hub calls you within one working day to confirm the date and time.</li>
        <li>
          Bring your permanent two-wheeler driving licence (with or without gear: our motorcycles are gearless). A helmet is provided, or bring your own.
        </li>
        <li>Arrive a few minutes early; someone from the hub shows you the controls and ride modes before you ride.</li>
      </ol>
    );
  if (kind === 'notify')
    return (
      <ul>
        <li>We send you an SMS and an e-mail as soon as the bike can be booked in your city.</li>
        <li>We use your details only for this. Signing up again for the same bike and city does not add you twice.</li>
      </ul>
    );
  return (
    <ul>
      <li>Customer care replies within two working days, by phone or e-mail.</li>
      <li>If you write again about the same matter, quote your reference so we can find your message quickly.</li>
    </ul>
  );
}

/** /thankyouride/:id, /thankyounotify/:id and /thankyoucontact/:id. Without router state (a reload, a shared link) the reference comes from the id. */
export function ThankYouScreen() {
  const { id = '' } = useParams();
  const { pathname, state } = useLocation();
  if (!/^\d{1,9}$/.test(id) || Number(id) < 1) return <NotFoundView />;
  const kind = kindOf(pathname);
  const details = readState(state);
  const reference = details?.reference ?? enquiryReference(kind, Number(id));
  const text = copy[kind];

  return (
    <div className="page container enquiry-page--narrow">
      <Seo title={text.title} description={`${text.fallback} Your reference is ${reference}.`} path={pathname} noindex />
      <h1>{text.heading}</h1>
      <div className="card thank-you" role="status">
        <p className="thank-you__message">{details?.message ?? text.fallback}</p>
        <p className="thank-you__reference">
          Your reference <strong>{reference}</strong>
        </p>
        <p className="muted">Keep it handy: quote it if you call or write to us.</p>
      </div>
      {kind === 'ride' && details && (details.model || details.date || details.slot || details.hubName) ? (
        <dl className="thank-you__summary">
          {details.model ? (
            <>
              <dt>Bike</dt>
              <dd>{details.model}</dd>
            </>
          ) : null}
          {details.date ? (
            <>
              <dt>Date</dt>
              <dd>{ISO_DATE.test(details.date) ? formatDate(details.date) : details.date}</dd>
            </>
          ) : null}
          {details.slot ? (
            <>
              <dt>Time</dt>
              <dd>{formatSlot(details.slot)}</dd>
            </>
          ) : null}
          {details.hubName ? (
            <>
              <dt>Hub</dt>
              <dd>
                {details.hubName}
                {details.hubAddress ? <span className="thank-you__address">{details.hubAddress}</span> : null}
              </dd>
            </>
          ) : null}
          {details.hubPhone ? (
            <>
              <dt>Hub phone</dt>
              <dd>
                <a href={telHref(details.hubPhone)}>{phoneText(details.hubPhone)}</a>
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {kind === 'ride' && details ? <RideActions details={details} /> : null}
      <h2>What happens next</h2>
      <NextSteps kind={kind} />
      <h2>While you wait</h2>
      <ul className="thank-you__links">
        {bikes.map((b) => (
          <li key={b.id}>
            <Link to={b.path}>Explore the {b.name}</Link>
          </li>
        ))}
        <li>
          <Link to={paths.savings.getHref()}>See how much you save on fuel</Link>
        </li>
        <li>
          <Link to={paths.locateDealer.getHref()}>Find a Revolt hub near you</Link>
        </li>
        {kind !== 'ride' ? (
          <li>
            <Link to={paths.testRide.getHref()}>Book a free test ride</Link>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

export default ThankYouScreen;
