// How long personal data is kept (issue 24, DPDP Act 2023): the one place the retention job (server/modules/retention)
// and the privacy notice (src/content) read the periods from, so what the notice promises is what the job does.

/** Codes, sessions, order look-ups, rate-limit windows and app-link nonces: kept this long after they expire. */
export const EXPIRED_GRACE_DAYS = 1;

/** Test-ride, notify-me and contact enquiries: kept this long after their last change, unless the mobile has an order. */
export const ENQUIRY_RETENTION_MONTHS = 24;

/** Dealership applications: kept this long after their last change (the decision), unless the applicant was onboarded. */
export const DEALER_APPLICATION_RETENTION_MONTHS = 24;

/** Job applications (with the CV): kept this long after they were received, unless the applicant was hired. */
export const JOB_APPLICATION_RETENTION_MONTHS = 12;

/**
 * Service visits: a finished (completed or cancelled) visit's notes (the owner's note and the timeline's notes, written
 * to or by the owner) are cleared this long after its last change. The visit itself stays as long as its order: the
 * hub, day, kind of service, odometer, parts used and the hub's work notes are the bike's service history, which its
 * warranty needs. (Deleting the account clears the work notes too: server/modules/privacy/store.ts.)
 */
export const SERVICE_VISIT_NOTES_RETENTION_MONTHS = 24;
