// The booking pass as the customer shows it at the hub: the QR code (with an accessible name, and the reference printed
// under it as text), the bike, the hub with its address, map link and hours, and the slot or delivery date. Printable
// (print.css-like rules in passes.css hide everything else) and saved as a PNG on request.
import { useState } from 'react';
import { HUB_OPEN_SPAN } from '@contract/pass-rules';
import type { BookingPass } from '@contract/passes';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { colourName } from '@/content/bikes.messages';
import { formatDate, formatDateTime } from '@/lib/format';
import { formatSlot, formatSlotWhen } from '@/lib/slot-format';
import * as t from './messages';
import { savePassImage } from './pass-image';
import './passes.css';

export const passTitle = (pass: BookingPass) => t.passTitle({ kind: pass.kind, model: pass.model_name });

function whenOf(pass: BookingPass): { label: string; value: string } {
  if (pass.date && pass.slot) return { label: t.slot, value: formatSlotWhen(pass.date, pass.slot) };
  if (pass.delivery_date) return { label: t.deliveredOn, value: formatDate(pass.delivery_date) };
  return { label: t.deliveryDate, value: t.deliveryToBeFixed };
}

/** The facts under the QR code, as the page and the saved image both list them. */
export function passFacts(pass: BookingPass): { label: string; value: string }[] {
  return [
    { label: t.bike, value: pass.colour ? t.bikeInColour({ model: pass.model_name, colour: colourName(pass.colour) }) : pass.model_name },
    whenOf(pass),
    { label: t.hub, value: `${pass.hub.name}, ${pass.hub.address}` },
    // Every hub keeps the contract's hours (pass-rules HUB_OPEN_SPAN, which the API's opening_hours words in English):
    // the pass words them in its own language.
    { label: t.openingHours, value: t.everyDay({ hours: formatSlot(HUB_OPEN_SPAN) }) },
    { label: t.hubPhone, value: pass.hub.phone },
  ];
}

export function PassView({ pass }: { pass: BookingPass }) {
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const facts = passFacts(pass);
  const quiet = 4;
  const box = pass.qr.size + quiet * 2;

  async function onSave() {
    setSaving(true);
    setSaveError(null);
    try {
      await savePassImage(pass, passTitle(pass), facts.map((f) => `${f.label}: ${f.value}`), `revolt-pass-${pass.reference}.png`);
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : t.couldNotSave);
    } finally {
      setSaving(false);
    }
  }

  return (
    <article className="card booking-pass" aria-labelledby="booking-pass-reference">
      <figure className="booking-pass__qr">
        <svg role="img" aria-label={t.qrCode({ reference: pass.reference })} viewBox={`${-quiet} ${-quiet} ${box} ${box}`} shapeRendering="crispEdges">
          <rect x={-quiet} y={-quiet} width={box} height={box} fill="#fff" />
          <path d={pass.qr.path} fill="#000" />
        </svg>
        <figcaption>
          <span id="booking-pass-reference" className="booking-pass__reference">
            {pass.reference}
          </span>
          <span className="booking-pass__hint">{t.showAtHub}</span>
        </figcaption>
      </figure>
      <dl className="booking-pass__facts">
        {facts.map((f) => (
          <div key={f.label}>
            <dt>{f.label}</dt>
            <dd>{f.label === t.hubPhone ? <a href={`tel:${f.value.replace(/[^\d+]/g, '')}`}>{f.value}</a> : f.value}</dd>
          </div>
        ))}
      </dl>
      <p>
        <a href={pass.hub.map_url} target="_blank" rel="noreferrer">
          {t.findOnMap}
          <span className="visually-hidden">{t.opensInNewTab}</span>
        </a>
      </p>
      <details className="booking-pass__code">
        <summary>{t.codeInText}</summary>
        <p>{t.typeThisCode}</p>
        <code>{pass.token}</code>
      </details>
      <p className="muted booking-pass__valid">{t.validUntil({ time: formatDateTime(pass.expires_at) })}</p>
      <div className="form-actions booking-pass__actions">
        <Button variant="secondary" busy={saving} onClick={() => void onSave()}>
          {t.saveAsImage}
        </Button>
        <Button variant="ghost" onClick={() => window.print()}>
          {t.print}
        </Button>
      </div>
      {saveError ? <Alert>{saveError}</Alert> : null}
    </article>
  );
}
