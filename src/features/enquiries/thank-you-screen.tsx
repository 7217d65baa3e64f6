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
import * as t from './thank-you.messages';
import './enquiries.css';

const kindOf = (pathname: string): EnquiryKind =>
  pathname.startsWith('/thankyouride/') ? 'ride' : pathname.startsWith('/thankyounotify/') ? 'notify' : 'contact';

const copy: Record<EnquiryKind, { title: string; heading: string; fallback: string }> = {
  ride: { title: t.rideTitle, heading: t.rideHeading, fallback: t.rideFallback },
  notify: { title: t.notifyTitle, heading: t.notifyHeading, fallback: t.notifyFallback },
  contact: { title: t.contactTitle, heading: t.contactHeading, fallback: t.contactFallback },
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
          {t.directions}
          <span className="visually-hidden">{t.newTab}</span>
        </a>
      ) : null}
      {canCalendar ? (
        <Button variant="secondary" onClick={addToCalendar}>
          {t.addToCalendar}
        </Button>
      ) : null}
    </div>
  );
}

function NextSteps({ kind }: { kind: EnquiryKind }): ReactNode {
  if (kind === 'ride')
    return (
      <ol>
        {t.rideSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    );
  return (
    <ul>
      {(kind === 'notify' ? t.notifySteps : t.contactSteps).map((step) => (
        <li key={step}>{step}</li>
      ))}
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
      <Seo title={text.title} description={`${text.fallback} ${t.referenceIs({ reference })}`} path={pathname} noindex />
      <h1>{text.heading}</h1>
      <div className="card thank-you" role="status">
        <p className="thank-you__message">{details?.message ?? text.fallback}</p>
        <p className="thank-you__reference">
          {t.yourReference} <strong>{reference}</strong>
        </p>
        <p className="muted">{t.keepHandy}</p>
      </div>
      {kind === 'ride' && details && (details.model || details.date || details.slot || details.hubName) ? (
        <dl className="thank-you__summary">
          {details.model ? (
            <>
              <dt>{t.bike}</dt>
              <dd>{details.model}</dd>
            </>
          ) : null}
          {details.date ? (
            <>
              <dt>{t.date}</dt>
              <dd>{ISO_DATE.test(details.date) ? formatDate(details.date) : details.date}</dd>
            </>
          ) : null}
          {details.slot ? (
            <>
              <dt>{t.time}</dt>
              <dd>{formatSlot(details.slot)}</dd>
            </>
          ) : null}
          {details.hubName ? (
            <>
              <dt>{t.hub}</dt>
              <dd>
                {details.hubName}
                {details.hubAddress ? <span className="thank-you__address">{details.hubAddress}</span> : null}
              </dd>
            </>
          ) : null}
          {details.hubPhone ? (
            <>
              <dt>{t.hubPhone}</dt>
              <dd>
                <a href={telHref(details.hubPhone)}>{phoneText(details.hubPhone)}</a>
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {kind === 'ride' && details ? <RideActions details={details} /> : null}
      <h2>{t.nextTitle}</h2>
      <NextSteps kind={kind} />
      <h2>{t.whileYouWait}</h2>
      <ul className="thank-you__links">
        {bikes.map((b) => (
          <li key={b.id}>
            <Link to={b.path}>{t.explore({ model: b.name })}</Link>
          </li>
        ))}
        <li>
          <Link to={paths.savings.getHref()}>{t.savings}</Link>
        </li>
        <li>
          <Link to={paths.locateDealer.getHref()}>{t.findHub}</Link>
        </li>
        {kind !== 'ride' ? (
          <li>
            <Link to={paths.testRide.getHref()}>{t.bookTestRide}</Link>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

export default ThankYouScreen;
