// Dealership applications (issue 14): the public application (rate limit, place check, the stored application and
// its courtesy acknowledgement) and the back office's review; the CSV columns of the export. SQL in store.ts.
import type { FastifyBaseLogger } from 'fastify';
import type { SortValue } from '@contract/common.js';
import type { DealerApplicationRequest, DealerDetail, DealerUpdateRequest } from '@contract/dealership.js';
import { dealerReference, type DealerSort } from '@contract/dealer-rules.js';
import type { Language } from '@contract/languages.js';
import { firstName } from '@contract/rules.js';
import { consumeLimits } from '../../platform/auth/rate-limit.js';
import { listRecordEvents } from '../../platform/db/record-events.js';
import type { Deps } from '../../platform/deps.js';
import { HttpError } from '../../platform/errors.js';
import { checkedPlace } from '../reference/service.js';
import { dealerExportSql, findDealerApplication, insertDealerApplication, reviewDealerApplication, type DealerFilters } from './store.js';

export const DEALER_MSG = {
  dealerReceived: (name: string, reference: string) =>
    `Thank you, ${name}. Your dealership application ${reference} is with our dealer development team, who will contact you.`,
  dealerNotFound: 'We could not find that dealership application.',
} as const;

export const DEALER_CSV_COLUMNS = [
  { key: 'reference', header: 'Reference' },
  { key: 'created_at', header: 'Applied' },
  { key: 'status', header: 'Status' },
  { key: 'name', header: 'Name' },
  { key: 'mobile', header: 'Mobile' },
  { key: 'email', header: 'E-mail' },
  { key: 'state_name', header: 'State' },
  { key: 'city_name', header: 'City' },
  { key: 'current_business', header: 'Current business' },
  { key: 'showroom_sqft', header: 'Showroom (sq ft)' },
  { key: 'budget', header: 'Investment budget' },
  { key: 'message', header: 'Message' },
];

/** Records an application from the public form; `customerId` answers the signed-in customer's id, if any (asked once the limits and the place have passed). */
export async function applyForDealership(
  { db, config, email }: Deps,
  body: DealerApplicationRequest,
  caller: { ip: string; customerId: () => Promise<number | null>; log: FastifyBaseLogger; language: Language },
  at: Date,
): Promise<{ message: string; data: { id: number; reference: string } }> {
  await consumeLimits(db, [{ key: `dealer-application:ip:${caller.ip}`, rule: config.rateLimits.dealerApplicationsPerIp }], at);
  await checkedPlace(db, { state: body.state, city: body.city });
  const customerId = await caller.customerId();
  const id = await db.transaction((tx) => insertDealerApplication(tx, { ...body, customerId }, at));
  const reference = dealerReference(id);
  // The acknowledgement is a courtesy: a mail outage never fails the application, which is already stored.
  // In the language of the site the form was sent from.
  await email.send(body.email, { kind: 'dealer-application-received', name: firstName(body.name), reference }, caller.language).catch((error: unknown) => {
    caller.log.warn({ err: error, reference }, 'dealer application acknowledgement not e-mailed');
  });
  return { message: DEALER_MSG.dealerReceived(firstName(body.name), reference), data: { id, reference } };
}

/** One application with its event trail; 404 when there is none. */
export async function dealerApplicationDetail({ db }: Deps, id: number): Promise<DealerDetail> {
  const application = await findDealerApplication(db, id);
  if (!application) throw new HttpError(404, DEALER_MSG.dealerNotFound);
  return { ...application, events: await listRecordEvents(db, 'dealer_application', id) };
}

/** An admin's review (a new status, a note, or both) and the application as it now stands; 404 when there is none. */
export async function reviewApplication(deps: Deps, id: number, change: DealerUpdateRequest, adminId: number): Promise<DealerDetail> {
  const found = await deps.db.transaction((tx) => reviewDealerApplication(tx, id, change, { userId: adminId, role: 'admin' }, deps.now()));
  if (!found) throw new HttpError(404, DEALER_MSG.dealerNotFound);
  return dealerApplicationDetail(deps, id);
}

/** The export's SELECT and columns: the list's filters and sort, every row. */
export function dealerExport(filters: DealerFilters, sort: SortValue<DealerSort>) {
  return { ...dealerExportSql(filters, sort), columns: DEALER_CSV_COLUMNS };
}
