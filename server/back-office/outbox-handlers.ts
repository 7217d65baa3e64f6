// The outbox's topics and the adapter that delivers each (chosen from config, like the payment gateway and the
// SMS sender). A topic with no handler here stays queued and is reported on the row.
import type { Config } from '../config.js';
import { crmHandlers } from '../leads/crm.js';
import { crmSender } from '../leads/index.js';
import type { Db } from '../db/index.js';
import { feedbackOutboxHandlers } from '../modules/feedback/links.js';
import { helpdeskHandler, helpdeskNoteHandler } from '../helpdesk/deliver.js';
import { helpdeskFor } from '../helpdesk/helpdesk.js';
import { helpdeskSyncOutboxHandlers } from '../helpdesk/sync.js';
import { orderNoticeHandlers } from '../modules/orders/notices.js';
import { testRideReminderHandlers } from '../modules/enquiries/jobs.js';
import { reviewNoticeHandlers } from '../modules/reviews/notices.js';
import { serviceVisitNoticeHandlers } from '../modules/service-visits/notices.js';
import type { EmailSender } from '../email.js';
import type { SmsSender } from '../sms.js';
import { HELPDESK_NOTE_TOPIC, HELPDESK_TOPIC } from '../store/support.js';
import type { OutboxHandlers } from './outbox.js';

export function outboxHandlers(config: Config, services: { db: Db; sms: SmsSender; email: EmailSender }): OutboxHandlers {
  const helpdesk = helpdeskFor(config);
  return {
    ...crmHandlers(crmSender(config)),
    ...feedbackOutboxHandlers({ ...services, config }),
    ...orderNoticeHandlers({ ...services, config, now: () => new Date() }),
    ...helpdeskSyncOutboxHandlers(services),
    ...serviceVisitNoticeHandlers(services),
    ...reviewNoticeHandlers({ ...services, config }),
    ...testRideReminderHandlers(services),
    [HELPDESK_TOPIC]: helpdeskHandler(helpdesk, services.db),
    [HELPDESK_NOTE_TOPIC]: helpdeskNoteHandler(helpdesk, services.db),
  };
}
