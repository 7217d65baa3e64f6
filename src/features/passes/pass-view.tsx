// The booking pass as the customer shows it at the hub: the QR code (with an accessible name, and the reference printed
// under it as text), the bike, the hub with its address, map link and hours, and the slot or delivery date. Printable
// (print.css-like rules in passes.css hide everything else) and saved as a PNG on request.
import { useState } from 'react';
import type { BookingPass } from '@contract/passes';
import { slotWhen } from '@contract/enquiry-rules';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { formatDate, formatDateTime } from '@/lib/format';
import { savePassImage } from './pass-image';
import './passes.css';

export const passTitle = (pass: BookingPass) => (pass.kind === 'order' ? `${pass.model_name} booking pass` : `${pass.model_name} test ride pass`);

function whenOf(pass: BookingPass): { label: string; value: string } {
  if (pass.date && pass.slot) return { label: 'Slot', value: slotWhen(pass.date, pass.slot) };
  if (pass.delivery_date) return { label: 'Delivered on', value: formatDate(pass.delivery_date) };
  return { label: 'Delivery date', value: 'The hub calls you to fix the day of delivery.' };
}

/** The facts under the QR code, as the page and the saved image both list them. */
export function passFacts(pass: BookingPass): { label: string; value: string }[] {
  return [
    { label: 'Bike', value: pass.colour ? `${pass.model_name} in ${pass.colour}` : pass.model_name },
    whenOf(pass),
    { label: 'Hub', value: `${pass.hub.name}, ${pass.hub.address}` },
    { label: 'Opening hours', value: pass.hub.opening_hours },
    { label: 'Hub phone', value: pass.hub.phone },
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
      setSaveError(error instanceof Error ? error.message : 'The pass could not be saved.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <article className="card booking-pass" aria-labelledby="booking-pass-reference">
      <figure className="booking-pass__qr">
        <svg role="img" aria-label={`QR code of pass ${pass.reference}`} viewBox={`${-quiet} ${-quiet} ${box} ${box}`} shapeRendering="crispEdges">
          <rect x={-quiet} y={-quiet} width={box} height={box} fill="#fff" />
          <path d={pass.qr.path} fill="#000" />
        </svg>
        <figcaption>
          <span id="booking-pass-reference" className="booking-pass__reference">
            {pass.reference}
          </span>
          <span className="booking-pass__hint">Show this code at the hub.</span>
        </figcaption>
      </figure>
      <dl className="booking-pass__facts">
        {facts.map((f) => (
          <div key={f.label}>
            <dt>{f.label}</dt>
            <dd>{f.label === 'Hub phone' ? <a href={`tel:${f.value.replace(/[^\d+]/g, '')}`}>{f.value}</a> : f.value}</dd>
          </div>
        ))}
      </dl>
      <p>
        <a href={pass.hub.map_url} target="_blank" rel="noreferrer">
          Find the hub on the map<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
      <details className="booking-pass__code">
        <summary>The code in text</summary>
        <p>If the hub cannot scan the QR code, they can type this code:</p>
        <code>{pass.token}</code>
      </details>
      <p className="muted booking-pass__valid">Valid until {formatDateTime(pass.expires_at)}.</p>
      <div className="form-actions booking-pass__actions">
        <Button variant="secondary" busy={saving} onClick={() => void onSave()}>
          Save as image
        </Button>
        <Button variant="ghost" onClick={() => window.print()}>
          Print
        </Button>
      </div>
      {saveError ? <Alert>{saveError}</Alert> : null}
    </article>
  );
}
