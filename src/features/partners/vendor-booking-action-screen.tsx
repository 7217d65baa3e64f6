import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextAreaField } from '@/components/field';
import { Seo } from '@/components/seo';
import type { VendorBookingResponse } from '@contract/vendor-links';
import { paths } from '@contract/paths';
import { formatDateTime } from '@/lib/format';
import { useAppDispatch } from '@/lib/store/hooks';
import { useAction } from '@/lib/use-action';
import { decideVendorLink, readVendorLink } from './vendor-thunks';
import './partners.css';

const LINK_KEYS = ['order', 'vendor', 'exp', 'nonce', 'sig'] as const;
type Booking = VendorBookingResponse['data'];
type View = { kind: 'loading' } | { kind: 'refused'; text: string } | { kind: 'open'; booking: Booking } | { kind: 'done'; text: string };

/** /vendor-booking-action: a vendor's signed, single-use link to approve or reject a booking; a bad link gets a clear page. */
export function VendorBookingActionScreen() {
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const query = useMemo(() => Object.fromEntries(LINK_KEYS.map((k) => [k, params.get(k) ?? ''])), [params]);
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [note, setNote] = useState('');
  const { run, busyKey: busy, error, setError } = useAction<'approve' | 'reject'>();

  useEffect(() => {
    if (LINK_KEYS.some((k) => !query[k])) {
      setView({ kind: 'refused', text: 'This link is not complete. Open it again from the e-mail, or ask Revolt Motors for a new one.' });
      return;
    }
    void dispatch(readVendorLink(query)).then((outcome) => setView(outcome.ok ? { kind: 'open', booking: outcome.data.data } : { kind: 'refused', text: outcome.error }));
  }, [dispatch, query]);

  async function decide(decision: 'approve' | 'reject') {
    const outcome = await run(() => dispatch(decideVendorLink(query, decision, note.trim())), decision);
    if (outcome.ok) setView({ kind: 'done', text: outcome.data.message });
    else if (outcome.status === 410 || outcome.status === 403) {
      setError(null);
      setView({ kind: 'refused', text: outcome.error });
    }
  }

  return (
    <div className="page container partner">
      <Seo title="Booking decision" description="Approve or reject a Revolt booking." path={paths.vendorBookingAction.path} noindex />
      <h1>Booking decision</h1>
      {view.kind === 'loading' ? <p role="status">Checking the link…</p> : null}
      {view.kind === 'refused' ? <Alert title="This link cannot be used.">{view.text}</Alert> : null}
      {view.kind === 'done' ? <Alert tone="success" title="Decision recorded">{view.text}</Alert> : null}
      {view.kind === 'open' ? (
        <section className="card partner-step" aria-labelledby="vendor-booking-title">
          <h2 id="vendor-booking-title">Booking {view.booking.reference}</h2>
          <dl>
            <dt>Bike</dt>
            <dd>
              {view.booking.model_name} in {view.booking.colour}
            </dd>
            <dt>For</dt>
            <dd>{view.booking.vendor}</dd>
            <dt>Link valid until</dt>
            <dd>{formatDateTime(view.booking.expires_at)}</dd>
          </dl>
          {error ? <Alert>{error}</Alert> : null}
          <TextAreaField label="Note (optional)" name="note" rows={3} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
          <p className="muted">The link works once: your decision is final.</p>
          <div className="form-actions">
            <Button busy={busy === 'approve'} disabled={busy !== null} onClick={() => void decide('approve')}>
              Approve
            </Button>
            <Button variant="secondary" busy={busy === 'reject'} disabled={busy !== null} onClick={() => void decide('reject')}>
              Reject
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}

export default VendorBookingActionScreen;
