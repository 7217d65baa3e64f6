// The profile (/profile) in English (decision 048): its details form, password, news and offers, notifications and
// their devices, the customer's data and deleting the account. profile.messages.hi.ts is the Hindi twin, same names.
// The contract's own words (labels, notes, checks, the consent statements a choice records as shown) are taken as
// they are, so English has one truth; the Hindi twin takes the contract's Hindi consent statements, which the server
// records for a choice made on the Hindi site.
import {
  CHANNEL_LABELS,
  KIND_LABELS,
  OFFERS_CONSENT_EN,
  WHATSAPP_CONSENT_EN,
  notificationMessages,
  type NoticeKind,
  type NotifyChannel,
} from '@contract/notification-rules';
import { SERVICE_MESSAGES_NOTE } from '@contract/consent-rules';
import { ERASURE_KEPT, ERASURE_REMOVED, privacyMessages } from '@contract/privacy-rules';
import { icu } from '@/lib/i18n/icu';

type Channel = { channel: string };
type Kind = { kind: string };

// The details.
export const myProfile = 'My profile';
export const profileDescription = 'Your Revolt account details.';
export const couldNotLoadProfile = 'We could not load your profile.';
export const loadingProfile = 'Loading your profile';
export const mobile = 'Mobile';
export const account = 'Account';
export const customer = 'Customer';
export const dealer = 'Dealer';
export const administrator = 'Administrator';
export const profileSaved = 'Your profile has been saved.';
export const editProfile = 'Edit profile';
export const email = 'E-mail';
export const saveChanges = 'Save changes';

// The password.
export const changePassword = 'Change password';
export const setAPassword = 'Set a password';
export const noPasswordYet = 'You sign in with a code sent to your mobile. Set a password to sign in with it too.';
export const currentPassword = 'Current password';
export const setPassword = 'Set password';

// News and offers.
export const newsAndOffers = 'News and offers';
export const serviceMessagesNote: string = SERVICE_MESSAGES_NOTE;
export const loadingChoices = 'Loading your choices';
export const couldNotLoadChoices = 'We could not load your choices.';
export const consentState = icu<{ granted: 'yes' | 'no' }>(
  '{granted, select, yes {You receive news and offers from us.} other {You do not receive news and offers from us.}}',
);
export const consentStateSince = icu<{ granted: 'yes' | 'no'; time: string }>(
  '{granted, select, yes {You receive news and offers from us} other {You do not receive news and offers from us}} (since {time}).',
);
export const withdrawConsent = 'Withdraw my consent to news and offers';
export const giveConsent = 'Send me news and offers';

// Notifications.
export const notifications = 'Notifications';
export const loadingNotifications = 'Loading your notification choices';
export const couldNotLoadNotifications = 'We could not load your notification choices.';
export const whatsappStopped: string = notificationMessages.whatsappStopped;
export const matrixCaption = 'Tick how we tell you about each kind of update.';
export const update = 'Update';
export const channelLabels: Readonly<Record<NotifyChannel, string>> = CHANNEL_LABELS;
export const kindLabels: Readonly<Record<NoticeKind, string>> = KIND_LABELS;
export const kindByChannel = icu<Kind & Channel>('{kind} by {channel}');
export const notSentBy = icu<Channel>('Not sent by {channel}');
export const kindNotSentBy = icu<Kind & Channel>('{kind} are not sent by {channel}');
/** Before the consent statement each channel records (shown as the server records it). */
export const whatsappConsentLabel = 'WhatsApp:';
export const whatsappConsentText: string = WHATSAPP_CONSENT_EN;
export const offersConsentLabel = 'News and offers:';
export const offersConsentText: string = OFFERS_CONSENT_EN;
export const saveNotifications = 'Save notification choices';
export const devicesTitle = 'Devices that show notifications';
export const noDevices = 'No device shows notifications yet.';
export const since = icu<{ time: string }>('(since {time})');
export const stopOn = icu<{ device: string }>('Stop notifications on {device}');
export const remove = 'Remove';
export const showOnThisDevice = 'Show notifications on this device';
export const pushBlocked = 'Notifications are blocked for this site in this browser: allow them in its site settings to turn them on here.';
export const pushUnsupported = 'This browser cannot show notifications from websites.';
export const pushFailed = 'This browser could not turn notifications on. Try again, or use another browser.';
export const pushDenied = 'Notifications are blocked for this site. Allow them in the browser’s site settings, then try again.';
export const pushNotReady = 'This page’s offline app is not ready yet. Reload the page and try again.';
export const pushNoSubscription = 'This browser gave no usable push subscription.';

// Your data.
export const yourData = 'Your data';
export const yourDataText =
  'Download everything we hold on your account: your details, orders with their payments and refunds, test rides, notify and contact requests, support tickets, referrals and rewards.';
export const downloadJson = 'Download my data (JSON)';
export const downloadHtml = 'Download a readable copy (HTML)';

// Deleting the account.
export const deleteAccount = 'Delete my account';
export const erasureRemoved: string = ERASURE_REMOVED;
export const whatWeKeep = 'What we keep, and why:';
export const erasureKept: string = ERASURE_KEPT;
export const sendDeleteCode = 'Send me a code to delete my account';
export const deleteCodeSent: string = privacyMessages.codeSent;
export const mobileEnding = icu<{ ending: string }>('(mobile ending {ending})');
export const codeFromSms = 'Code from the SMS';
export const deleteOtp: string = privacyMessages.otp;
export const sendNewCode = 'Send a new code';
export const accountDeleted: string = privacyMessages.erased;
export const signedOut = 'You have been signed out.';
export const goHome = 'Go to the home page';
