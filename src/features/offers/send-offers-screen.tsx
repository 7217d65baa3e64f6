import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { OFFER_LIMITS, offerMessages } from '@contract/offer-rules';
import type { OfferSend } from '@contract/offers';
import { paths } from '@contract/paths';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/dialog';
import { TextAreaField, TextField } from '@/components/field';
import { Seo } from '@/components/seo';
import { Table, type Column } from '@/components/table';
import { formatDateTime } from '@/lib/format';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { useForm } from '@/lib/use-form';
import { useSubmit } from '@/lib/use-submit';
import { hasErrors } from '@/lib/validation';
import { emptyOfferForm, offerBodyOf, offerFormErrors, type OfferFormField } from './offer-form';
import { selectOfferSends, type OffersSlice } from './offers-slice';
import { fetchOfferAudience, fetchOfferSends, sendOffer } from './offers-thunks';
import './offers.css';

const columns: Column<OfferSend>[] = [
  { id: 'when', header: 'Sent', cell: (s) => formatDateTime(s.createdAt) },
  { id: 'title', header: 'Title', rowHeader: true, cell: (s) => s.title },
  { id: 'by', header: 'By', cell: (s) => s.sentBy ?? 'A removed user' },
  { id: 'recipients', header: 'Customers', cell: (s) => s.recipients },
];

const count = (value: string, max: number) => `${value.trim().length} of ${max} characters.`;

/** /send-offers (admin): news and offers for every customer who opted in (WhatsApp and push, never SMS), and the past sends. */
export function SendOffersScreen() {
  const dispatch = useAppDispatch();
  const sends = useAppSelector((s: OffersSlice) => selectOfferSends(s));
  const form = useForm<OfferFormField>(emptyOfferForm);
  const { formRef, values, errors, serverError, busy, set, reset, showErrors } = form;
  const { submit } = useSubmit(form);
  const [queued, setQueued] = useState<string | null>(null);
  // The question asked before a send: how many customers it reaches (null: not asked, or answered).
  const [asking, setAsking] = useState<number | null>(null);
  const [nobody, setNobody] = useState(false);
  const load = useCallback(() => void dispatch(fetchOfferSends()), [dispatch]);
  useEffect(load, [load]);

  // A send reaches every customer who opted in and cannot be taken back: the count is asked for and confirmed first.
  async function ask() {
    setQueued(null);
    setNobody(false);
    const found = offerFormErrors(values);
    if (hasErrors(found)) return showErrors(found);
    showErrors({});
    const audience = await submit(() => dispatch(fetchOfferAudience()));
    if (!audience.ok) return;
    if (audience.data.customers === 0) setNobody(true);
    else setAsking(audience.data.customers);
  }

  async function send() {
    setAsking(null);
    const outcome = await submit(() => dispatch(sendOffer(offerBodyOf(values))));
    if (!outcome.ok) return;
    setQueued(outcome.data.message);
    reset(emptyOfferForm);
    load();
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void ask();
  }

  return (
    <div className="page container">
      <Seo title="News and offers" description="Send news and offers to the customers who asked for them." path={paths.sendOffers.path} noindex />
      <h1>Send news and offers</h1>
      <p className="muted">
        Each customer who opted in to news and offers gets it once, on the channels they chose: WhatsApp and browser notifications. It is never sent
        by SMS.
      </p>
      {queued ? <Alert tone="success">{queued}</Alert> : null}
      {nobody ? <Alert tone="info" title="Nobody to send to yet.">No customer has opted in to news and offers on WhatsApp or browser notifications.</Alert> : null}
      {serverError ? (
        <Alert title="The news and offers were not sent." onRetry={busy ? undefined : () => void ask()}>
          {serverError}
        </Alert>
      ) : null}
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Send news and offers" className="offer-form">
        <TextField
          label="Title"
          name="title"
          required
          maxLength={OFFER_LIMITS.titleMax}
          hint={count(values.title, OFFER_LIMITS.titleMax)}
          value={values.title}
          error={errors.title}
          onChange={(ev) => set({ title: ev.target.value })}
        />
        <TextAreaField
          label="Message"
          name="body"
          required
          maxLength={OFFER_LIMITS.bodyMax}
          hint={count(values.body, OFFER_LIMITS.bodyMax)}
          value={values.body}
          error={errors.body}
          onChange={(ev) => set({ body: ev.target.value })}
        />
        <TextField
          label="Link"
          name="link"
          hint="A page of this site the message opens, starting with /, e.g. /rv400. Empty: the home page."
          maxLength={OFFER_LIMITS.linkMax}
          value={values.link}
          error={errors.link}
          onChange={(ev) => set({ link: ev.target.value })}
        />
        <div className="form-actions">
          <Button type="submit" busy={busy}>
            Send to customers who opted in
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={asking !== null}
        title="Send news and offers?"
        confirmLabel="Send now"
        onConfirm={() => void send()}
        onCancel={() => setAsking(null)}
      >
        <p>{offerMessages.confirm(asking ?? 0)}</p>
        <p>
          <strong>{values.title.trim()}</strong>
        </p>
      </ConfirmDialog>
      <section className="offer-sends" aria-labelledby="offer-sends-title">
        <h2 id="offer-sends-title">Sent before</h2>
        {sends.status === 'failed' ? (
          <Alert title="We could not load the news and offers sent before." onRetry={load}>
            {sends.error}
          </Alert>
        ) : (
          <Table
            caption="News and offers sent"
            columns={columns}
            rows={sends.data ?? []}
            rowKey={(s) => s.id}
            loading={sends.status === 'loading' || sends.status === 'idle'}
            loadingLabel="Loading the news and offers sent"
            empty="Nothing sent yet."
          />
        )}
      </section>
    </div>
  );
}

export default SendOffersScreen;
