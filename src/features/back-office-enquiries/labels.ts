// What people read for each status, action and source. Typed by the contract's unions, so a status added on the
// server without a label here fails the type check.
import type { ContactAction, NotifyAction, NotifyStatus, RecordEventItem, TestRideAction } from '@contract/back-office-enquiries';
import type { ContactStatus, TestRideStatus } from '@contract/enquiries';
import type { Option } from '@/components/field';
import { slotLabel } from '@contract/enquiry-rules';

export const TEST_RIDE_STATUS_LABELS: Record<TestRideStatus, string> = {
  requested: 'Requested',
  confirmed: 'Confirmed',
  completed: 'Done',
  no_show: 'No-show',
  cancelled: 'Cancelled',
};
export const NOTIFY_STATUS_LABELS: Record<NotifyStatus, string> = { new: 'New', contacted: 'Contacted' };
export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = { open: 'Open', closed: 'Closed' };
export const SOURCE_LABELS: Record<string, string> = { web: 'Website' };

/** Every status label of the three lists, for the timeline's "from → to". */
const ANY_STATUS: Record<string, string> = { ...TEST_RIDE_STATUS_LABELS, ...NOTIFY_STATUS_LABELS, ...CONTACT_STATUS_LABELS };

export const optionsOf = (labels: Record<string, string>): Option[] => Object.entries(labels).map(([value, label]) => ({ value, label }));
export const sourceLabel = (source: string) => SOURCE_LABELS[source] ?? source;

/** An action's button, the dialog's title and its confirm button; `noteMissing` (the error) when a note is required. */
export type ActionCopy = { button: string; title: string; confirm: string; noteLabel: string; done: string; noteMissing?: string };

export const TEST_RIDE_ACTION_COPY: Record<TestRideAction, ActionCopy> = {
  confirm: { button: 'Confirm', title: 'Confirm this test ride?', confirm: 'Confirm ride', done: 'The test ride is confirmed.', noteLabel: 'Note (optional)' },
  reschedule: { button: 'Reschedule', title: 'Move this test ride', confirm: 'Move ride', done: 'The test ride has moved.', noteLabel: 'Note (optional)' },
  complete: { button: 'Mark done', title: 'Mark this ride done?', confirm: 'Mark done', done: 'The ride is marked done.', noteLabel: 'How did it go? (optional)' },
  no_show: { button: 'Mark no-show', title: 'Mark the rider as a no-show?', confirm: 'Mark no-show', done: 'The rider is marked as a no-show.', noteLabel: 'Note (optional)' },
  cancel: { button: 'Cancel ride', title: 'Cancel this test ride?', confirm: 'Cancel ride', done: 'The test ride is cancelled.', noteLabel: 'Reason', noteMissing: 'Say why the test ride is cancelled.' },
  assign: { button: 'Assign', title: 'Assign to a hub person', confirm: 'Assign', done: 'The ride is assigned.', noteLabel: 'Note (optional)' },
  note: { button: 'Add note', title: 'Add a note', confirm: 'Save note', done: 'The note is saved.', noteLabel: 'Note', noteMissing: 'Write the note.' },
};
export const NOTIFY_ACTION_COPY: Record<NotifyAction, ActionCopy> = {
  contacted: { button: 'Mark contacted', title: 'Mark this request contacted?', confirm: 'Mark contacted', done: 'The request is marked contacted.', noteLabel: 'What was said (optional)' },
  note: { button: 'Add note', title: 'Add a note', confirm: 'Save note', done: 'The note is saved.', noteLabel: 'Note', noteMissing: 'Write the note.' },
};
export const CONTACT_ACTION_COPY: Record<ContactAction, ActionCopy> = {
  reply: { button: 'Record reply', title: 'Record your reply', confirm: 'Save reply', done: 'Your reply is recorded.', noteLabel: 'What you told the customer', noteMissing: 'Write what you told the customer.' },
  close: { button: 'Close request', title: 'Close this request?', confirm: 'Close request', done: 'The request is closed.', noteLabel: 'Note (optional)' },
  note: { button: 'Add note', title: 'Add a note', confirm: 'Save note', done: 'The note is saved.', noteLabel: 'Note', noteMissing: 'Write the note.' },
};

const ROLE_LABELS: Record<string, string> = { admin: 'admin', dealer: 'dealer', customer: 'customer', guest: 'guest', callcentre: 'call centre', system: 'system' };

/** "2027-03-12 10:00-12:00" → "2027-03-12, 10 am – 12 pm". */
function when(value: string | null): string {
  if (!value) return '';
  const [date = '', slot] = value.split(' ');
  return slot ? `${date}, ${slotLabel(slot)}` : date;
}

/** One timeline line for an event of record_events. */
export function eventText(e: RecordEventItem): string {
  switch (e.kind) {
    case 'state':
      return `${ANY_STATUS[e.from ?? ''] ?? e.from ?? '—'} → ${ANY_STATUS[e.to ?? ''] ?? e.to ?? '—'}`;
    case 'assign':
      return `Assigned to ${e.to ?? '—'}`;
    case 'edit':
      return `Moved from ${when(e.from)} to ${when(e.to)}`;
    case 'reply':
      return 'Replied to the customer';
    case 'created':
      return 'Received';
    default:
      return 'Note';
  }
}

export function eventActor(e: RecordEventItem): string {
  const role = ROLE_LABELS[e.actor_role] ?? e.actor_role;
  return e.actor_name ? `${e.actor_name} (${role})` : role;
}
