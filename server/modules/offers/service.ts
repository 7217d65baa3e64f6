// News and offers sent by an admin (issue 30, decision 047): the send is recorded and one notice queued per customer
// who opted in, in one transaction (a send that fails queues nothing; one that commits reaches everyone queued).
import { offerMessages } from '@contract/offer-rules.js';
import type { OfferRequest, OfferSend } from '@contract/offers.js';
import type { Deps } from '../../platform/deps.js';
import { enqueueMany } from '../../platform/outbox.js';
import { OFFER_CHANNELS, OFFER_TOPIC, type OfferNoticePayload } from './notices.js';
import { countOfferRecipients, insertOfferSend, listOfferSends, offerRecipients, type OfferSendRow } from './store.js';

const sendOf = (row: OfferSendRow): OfferSend => ({
  id: row.id,
  title: row.title,
  body: row.body,
  link: row.link,
  sentBy: row.sent_by,
  recipients: row.recipients,
  createdAt: new Date(row.created_at).toISOString(),
});

export async function sendOffer(deps: Pick<Deps, 'db' | 'now'>, adminId: number, offer: OfferRequest): Promise<{ message: string; data: OfferSend }> {
  const now = deps.now();
  const send = await deps.db.transaction(async (tx) => {
    const recipients = await offerRecipients(tx, OFFER_CHANNELS);
    const row = await insertOfferSend(tx, { title: offer.title, body: offer.body, link: offer.link ?? null, sentBy: adminId, recipients: recipients.length }, now);
    const payloads: OfferNoticePayload[] = recipients.map((userId) => ({ sendId: row.id, userId }));
    await enqueueMany(tx, OFFER_TOPIC, payloads, now);
    return row;
  });
  return { message: offerMessages.queued(send.recipients), data: sendOf(send) };
}

export async function offerSends(deps: Pick<Deps, 'db'>): Promise<OfferSend[]> {
  return (await listOfferSends(deps.db)).map(sendOf);
}

/** How many customers a send made now would be queued for (the same rule as sendOffer's recipients). */
export async function offerAudience(deps: Pick<Deps, 'db'>): Promise<{ customers: number }> {
  return { customers: await countOfferRecipients(deps.db, OFFER_CHANNELS) };
}
