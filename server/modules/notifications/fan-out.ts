// The fan-out (issue 30, decision 047): a notice queued once in the outbox (in the transaction that caused it) is
// sent here to each channel its recipient chose: SMS (on by default for what they asked for), WhatsApp (an approved
// template, after opt-in, never after a "STOP") and web push (each subscribed device, after opt-in). The recipient
// is the mobile the notice is for; the choices are those of the account holding that mobile (none: the defaults).
// A channel that fails does not stop the others; the outbox retries the notice, and the ledger of what it already
// reached (notification_deliveries, by outbox row) keeps a retry from sending twice on the channels that succeeded.
// News and offers (kind 'offers', sent by an admin: server/modules/offers/) carry their own title and words; SMS
// never carries them (channelCarries), WhatsApp sends them as the approved marketing template. Every channel speaks
// the recipient's language (issue 29): their account's, else the one the notice knows for a guest, else English.
import { DEFAULT_LANGUAGE, type Language } from '@contract/languages.js';
import { channelCarries, type NoticeKind, type NotifyChannel } from '@contract/notification-rules.js';
import { outlastOutage } from '../../platform/db/pool.js';
import type { Deps } from '../../platform/deps.js';
import type { OutboxMeta } from '../../platform/outbox.js';
import { smsText, type SmsMessage } from '../../platform/sms.js';
import { offerTemplate, templateOf, type WhatsAppTemplate } from '../../platform/whatsapp.js';
import {
  choicesOf,
  defaultChoices,
  deletePushById,
  markDelivered,
  pushTargetsOf,
  recordWhatsAppMessage,
  userOfMobile,
  wasDelivered,
  whatsappContact,
} from './store.js';

/** An admin's news and offers: their title and words, and the full address of the page they open (for WhatsApp). */
export type OfferContent = { sendId: number; title: string; body: string; link: string };

/**
 * A notice: its kind, the recipient's mobile, what it says (an SMS message: its template name and variables; an
 * offer: the admin's own words), the page of this site it opens and, for a recipient with no account, the language
 * of the site they used when it is known (an account's own language always wins).
 */
export type Notice = (
  | { kind: Exclude<NoticeKind, 'offers'>; mobile: string; message: SmsMessage; url: string }
  | { kind: 'offers'; mobile: string; offer: OfferContent; url: string }
) & { guestLanguage?: Language | null };

export type NotifyDeps = Pick<Deps, 'db' | 'sms' | 'whatsapp' | 'push' | 'now'>;

export type FanOutResult = { sms: number; whatsapp: number; push: number; removedDevices: number };

const TITLES: Record<Language, Record<Exclude<NoticeKind, 'offers'>, string>> = {
  en: {
    orders: 'Your Revolt order',
    'test-rides': 'Your test ride',
    service: 'Your service visit',
    support: 'Your support ticket',
  },
  hi: {
    orders: 'आपका Revolt ऑर्डर',
    'test-rides': 'आपकी टेस्ट राइड',
    service: 'आपकी सर्विस विज़िट',
    support: 'आपका सहायता टिकट',
  },
};

type PushText = { title: string; body: string; tag: string };

/** What the notice says on each channel in the recipient's language: the SMS (none for an offer), the WhatsApp template and the push text. */
function contentOf(notice: Notice, language: Language): { sms: SmsMessage | null; template: WhatsAppTemplate; push: PushText } {
  if (notice.kind === 'offers') {
    const { offer } = notice;
    return { sms: null, template: offerTemplate(offer), push: { title: offer.title, body: offer.body, tag: `offer:${offer.sendId}` } };
  }
  const { message } = notice;
  const push = { title: TITLES[language][notice.kind], body: smsText(message, language), tag: `${message.kind}:${notice.url}` };
  return { sms: message, template: templateOf(message, language), push };
}

/** Sends the notice on every chosen channel; throws (after trying them all) when one failed, so the outbox retries. */
export async function fanOut(deps: NotifyDeps, notice: Notice, meta?: OutboxMeta): Promise<FanOutResult> {
  const { db } = deps;
  const user = await userOfMobile(db, notice.mobile);
  const choices = user ? await choicesOf(db, user.id) : defaultChoices();
  const language = user?.language ?? notice.guestLanguage ?? DEFAULT_LANGUAGE;
  const content = contentOf(notice, language);
  const wants = (channel: NotifyChannel) => channelCarries(channel, notice.kind) && choices[channel][notice.kind];
  const result: FanOutResult = { sms: 0, whatsapp: 0, push: 0, removedDevices: 0 };
  const failures: string[] = [];

  const once = async (channel: NotifyChannel, target: string, send: () => Promise<boolean>) => {
    if (meta && (await wasDelivered(db, meta.id, channel, target))) return;
    try {
      if (!(await send())) return;
    } catch (error) {
      failures.push(`${channel}: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    result[channel] += 1;
    // Losing this record would send the message again on the outbox's retry: a database restart is waited out.
    if (meta) await outlastOutage(() => markDelivered(db, meta.id, channel, target, deps.now()));
  };

  const sms = content.sms;
  if (sms && wants('sms')) {
    await once('sms', notice.mobile, async () => {
      await deps.sms.send(notice.mobile, sms, language);
      return true;
    });
  }
  if (user && wants('whatsapp')) {
    const contact = await whatsappContact(db, notice.mobile);
    if (!contact?.opted_out_at) {
      await once('whatsapp', notice.mobile, async () => {
        const { id } = await deps.whatsapp.sendTemplate(notice.mobile, content.template);
        await recordWhatsAppMessage(db, id, notice.mobile, content.template.kind, deps.now());
        return true;
      });
    }
  }
  if (user && wants('push')) {
    const payload = { ...content.push, url: notice.url };
    for (const target of await pushTargetsOf(db, user.id)) {
      await once('push', target.endpoint, async () => {
        const outcome = await deps.push.send({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload);
        if (outcome === 'gone') {
          await deletePushById(db, target.id);
          result.removedDevices += 1;
          return false;
        }
        return true;
      });
    }
  }
  if (failures.length > 0) throw new Error(`notice not sent on every channel (${failures.join('; ')})`);
  return result;
}
