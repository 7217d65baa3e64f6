// The outbox's topics and the adapter that delivers each (chosen from config, like the payment gateway and the
// SMS sender). A topic with no handler here stays queued and is reported on the row.
import type { Config } from '../config.js';
import { crmHandlers } from '../leads/crm.js';
import { crmSender } from '../leads/index.js';
import type { Db } from '../db/index.js';
import { feedbackOutboxHandlers } from '../modules/feedback/links.js';
import { helpdeskFor } from '../helpdesk/index.js';
import { orderNoticeHandlers } from '../modules/orders/notices.js';
import { testRideReminderHandlers } from '../modules/enquiries/jobs.js';
import { reviewNoticeHandlers } from '../modules/reviews/notices.js';
import { serviceVisitNoticeHandlers } from '../modules/service-visits/notices.js';
import { helpdeskOutboxHandlers } from '../modules/support/jobs.js';
import type { EmailSender } from '../email.js';
import type { SmsSender } from '../sms.js';
import type { OutboxHandlers } from './outbox.js';

export function outboxHandlers(config: Config, services: { db: Db; sms: SmsSender; email: EmailSender }): OutboxHandlers {
  return {
    ...crmHandlers(crmSender(config)),
    ...feedbackOutboxHandlers({ ...services, config }),
    ...orderNoticeHandlers({ ...services, config, now: () => new Date() }),
    ...helpdeskOutboxHandlers(helpdeskFor(config), services),
    ...serviceVisitNoticeHandlers(services),
    ...reviewNoticeHandlers({ ...services, config }),
    ...testRideReminderHandlers(services),
  };
}
