// What a send of news and offers tells each customer: one outbox notice per account (queued with the send, in its
// transaction), delivered by the outbox worker with retries and backoff through the notifications module's fan-out
// on the channels the customer chose when it goes out. A notice whose account is gone, or whose marketing consent
// was withdrawn since (decision 047), sends nothing.
import { NOTIFY_CHANNELS, channelCarries } from '@contract/notification-rules.js';
import type { Deps } from '../../platform/deps.js';
import type { OutboxHandlers } from '../../platform/outbox.js';
import { fanOut } from '../notifications/service.js';
import { offerTarget } from './store.js';

export const OFFER_TOPIC = 'offer-notice';

/** The channels that carry offers (SMS never does): a customer with offers on for one of these is sent a notice. */
export const OFFER_CHANNELS = NOTIFY_CHANNELS.filter((channel) => channelCarries(channel, 'offers'));

export type OfferNoticePayload = { sendId: number; userId: number };

export function offerNoticeHandlers(deps: Pick<Deps, 'db' | 'sms' | 'whatsapp' | 'push' | 'now' | 'config'>): OutboxHandlers {
  return {
    [OFFER_TOPIC]: async (payload, meta) => {
      const { sendId, userId } = payload as OfferNoticePayload;
      const target = await offerTarget(deps.db, sendId, userId);
      if (!target) return { skipped: 'gone' };
      if (!target.consented) return { skipped: 'no marketing consent' };
      const url = target.link ?? '/';
      const offer = { sendId, title: target.title, body: target.body, link: `${deps.config.siteOrigin}${url}` };
      return fanOut(deps, { kind: 'offers', mobile: target.mobile, offer, url }, meta);
    },
  };
}
