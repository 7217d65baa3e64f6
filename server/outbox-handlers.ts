// The outbox's topics and the adapter that delivers each (chosen from config, like the payment gateway and the
// SMS sender). A topic with no handler here stays queued and is reported on the row.
import type { Config } from './platform/config.js';
import { crmHandlers } from './platform/crm/crm.js';
import { crmSender } from './platform/crm/index.js';
import type { Db } from './platform/db/index.js';
import { feedbackOutboxHandlers } from './modules/feedback/links.js';
import { helpdeskFor } from './platform/helpdesk/index.js';
import { offerNoticeHandlers } from './modules/offers/notices.js';
import { orderNoticeHandlers } from './modules/orders/notices.js';
import { testRideReminderHandlers } from './modules/enquiries/jobs.js';
import { reviewNoticeHandlers } from './modules/reviews/notices.js';
import { serviceVisitNoticeHandlers } from './modules/service-visits/notices.js';
import { helpdeskOutboxHandlers } from './modules/support/jobs.js';
import type { EmailSender } from './platform/email.js';
import type { SmsSender } from './platform/sms.js';
import type { OutboxHandlers } from './platform/outbox.js';
import type { PushSender } from './platform/push.js';
import type { WhatsAppSender } from './platform/whatsapp.js';

export function outboxHandlers(
  config: Config,
  channels: { db: Db; sms: SmsSender; email: EmailSender; whatsapp: WhatsAppSender; push: PushSender },
  now: () => Date = () => new Date(),
): OutboxHandlers {
  const services = { ...channels, now };
  return {
    ...crmHandlers(crmSender(config)),
    ...feedbackOutboxHandlers({ ...services, config }),
    ...orderNoticeHandlers({ ...services, config }),
    ...offerNoticeHandlers({ ...services, config }),
    ...helpdeskOutboxHandlers(helpdeskFor(config), services),
    ...serviceVisitNoticeHandlers(services),
    ...reviewNoticeHandlers({ ...services, config }),
    ...testRideReminderHandlers(services),
  };
}
