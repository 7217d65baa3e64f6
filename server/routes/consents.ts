// The signed-in customer's marketing consent (issue 24): seen and changed in the profile. A withdrawal is a row of its
// own with its time (server/store/consents.ts); it also drops the campaign leads of that mobile still queued for the
// CRM, and the lead queue sends none after it (server/modules/leads/service.ts).
import { apiError } from '@contract/common.js';
import { consentMessages, MARKETING_CONSENT_TEXT } from '@contract/consent-rules.js';
import { marketingConsentBody, marketingConsentResponse, marketingConsentUpdateResponse, type MarketingConsent } from '@contract/consents.js';
import { currentUser } from '../auth/hook.js';
import type { App, Deps } from '../deps.js';
import { HttpError } from '../errors.js';
import { MSG } from '../messages.js';
import type { Queryable } from '../db/index.js';
import { currentConsent, dropQueuedLeads, recordConsent } from '../store/consents.js';
import { findUserById } from '../store/users.js';

const errors = { '4xx': apiError };
const tags = ['Me'];

async function accountMobile(db: Queryable, userId: number): Promise<string> {
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError(404, MSG.customerNotFound);
  return user.mobile;
}

async function marketingOf(db: Queryable, userId: number, mobile: string): Promise<MarketingConsent> {
  const consent = await currentConsent(db, { userId, mobile }, 'marketing');
  return { granted: consent?.granted ?? false, at: consent ? consent.at.toISOString() : null, text: MARKETING_CONSENT_TEXT };
}

export function consentRoutes(app: App, { db, now }: Deps): void {
  app.get(
    '/me/consents/marketing',
    {
      config: { auth: 'customer' },
      schema: { tags, summary: 'My consent to news and offers (marketing)', response: { 200: marketingConsentResponse, ...errors } },
    },
    async (request) => {
      const { id } = currentUser(request);
      return { data: await marketingOf(db, id, await accountMobile(db, id)) };
    },
  );

  app.put(
    '/me/consents/marketing',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'Give or withdraw my consent to news and offers; a withdrawal also stops campaign leads of my mobile to the CRM',
        body: marketingConsentBody,
        response: { 200: marketingConsentUpdateResponse, ...errors },
      },
    },
    async (request) => {
      const { id } = currentUser(request);
      const { granted } = request.body;
      const at = now();
      const mobile = await accountMobile(db, id);
      await db.transaction(async (tx) => {
        await recordConsent(tx, { userId: id, mobile, purpose: 'marketing', granted, text: MARKETING_CONSENT_TEXT, source: 'profile' }, at);
        if (!granted) await dropQueuedLeads(tx, mobile);
      });
      return { message: granted ? consentMessages.granted : consentMessages.withdrawn, data: await marketingOf(db, id, mobile) };
    },
  );
}
