// The customer's support screens in English (decision 048): raising a ticket, my tickets, my ticket and the dashboard
// panel; messages.hi.ts is their Hindi twin. The topics and the form's checks are the contract's own words (what the
// server says too). The back office's desk screens stay English and keep their words where they are.
import { SUPPORT_TOPIC_LABELS, supportMessages, type SUPPORT_STATUSES } from '@contract/support-rules';
import { icu } from '@/lib/i18n/icu';

type Status = (typeof SUPPORT_STATUSES)[number];

export const topicLabels: Record<keyof typeof SUPPORT_TOPIC_LABELS, string> = SUPPORT_TOPIC_LABELS;
/** The form's checks, as the server words them. */
export const checks: Record<keyof typeof supportMessages, string> = supportMessages;
/** A ticket's status as the customer sees it. */
export const customerStatus: Record<Status, string> = {
  open: 'Open: we will reply soon',
  pending: 'We replied: waiting for you',
  resolved: 'Resolved',
  closed: 'Closed',
};
export const ticketTitle = icu<{ reference: string; topic: string }>('{reference}: {topic}');

// Raising a ticket (/support/freshdesk).
export const raiseSeoTitle = 'Raise a support ticket';
export const raiseSeoDescription = 'Tell Revolt customer care about a problem with your bike, booking, delivery or the app.';
export const raiseHeading = 'Raise a support ticket';
export const raised = icu<{ reference: string }>('Ticket {reference} is raised');
export const replyPromise = icu<{ hours: number }>('We reply within {hours} hours and send you an SMS when we do.');
export const seeMyTickets = 'See my support tickets';
export const signInToFollow = 'Sign in with the same mobile number to read and answer our replies.';
export const formHeading = 'What can we help with?';
export const requiredNote = 'Fields marked * are required.';
export const notRaised = 'Your ticket was not raised.';
/** "Have an account? <Sign in> to name …": the link and the words around it. */
export const haveAccount = 'Have an account? ';
export const signIn = 'Sign in';
export const signInWhy = ' to name one of your orders and follow the ticket in your account.';
export const fullName = 'Full name';
export const mobile = 'Mobile number';
export const sendOtp = 'Send OTP';
export const sendOtpAgain = 'Send the OTP again';
export const otpSent = 'We sent a 6-digit OTP to your mobile.';
export const otp = 'OTP';
export const topic = 'Topic';
export const chooseTopic = 'Choose a topic';
export const order = 'Order (optional)';
/** An order in the list: its reference, model and state (the state as the server words it). */
export const orderOption = icu<{ reference: string; model: string; state: string }>('{reference} · {model} ({state})');
export const noOrder = 'No particular order';
export const message = 'Message';
export const characters = icu<{ count: number; max: number }>('{count} of {max} characters');
export const photos = 'Photos (optional)';
export const photoHint = icu<{ count: number; mb: number }>('Up to {count} photos, JPEG, PNG or WebP, {mb} MB each. We remove location and camera details.');
export const photosChosen = icu<{ hint: string; names: string }>('{hint} Chosen: {names}.');
export const raiseSubmit = 'Raise the ticket';

// My tickets (/usersupport) and the dashboard's panel.
export const listSeoTitle = 'My support tickets';
export const listSeoDescription = "Your support tickets and Revolt's replies.";
export const listHeading = 'My support tickets';
export const raiseNew = 'Raise a new ticket';
export const listFailed = 'We could not load your tickets.';
export const listLoading = 'Loading your tickets';
export const noTickets = icu<{ hours: number }>(
  'You have no support tickets. Something wrong with your bike, a booking or the app? Raise a ticket and we reply within {hours} hours.',
);
export const listLabel = 'Support tickets';
export const raisedOn = icu<{ date: string }>('Raised on {date}');
export const raisedOnForOrder = icu<{ date: string; order: string }>('Raised on {date} · order {order}');
export const panelHeading = 'Your support tickets';
export const panelList = 'Open support tickets';

// My ticket (/usersupport/:id).
export const ticketSeoTitle = 'My support ticket';
export const ticketSeoDescription = "Your support ticket and Revolt's replies.";
export const allMyTickets = 'All my support tickets';
export const ticketFailed = 'We could not open this ticket.';
export const ticketLoading = 'Loading the ticket';
export const raisedFact = 'Raised';
export const orderFact = 'Order';
export const hubFact = 'Hub';
export const you = 'You';
export const yourAnswer = 'Your answer';
export const send = 'Send';

// The conversation, the photos and the reply box (also on the back office's ticket, which stays English).
export const conversation = 'Conversation';
export const staffAuthor = icu<{ name: string }>('{name} (Revolt customer care)');
export const photosLabel = 'Photos';
export const attachment = icu<{ n: number; count: number }>('Attachment {n} of {count}, opens full size');
export const notSent = 'Not sent.';
