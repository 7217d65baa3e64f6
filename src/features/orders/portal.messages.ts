// The customer's portal in English (decision 048): the dashboard, "My bookings", a booking's page and its updates,
// the guest look-up page and the pieces they share (order-parts.tsx, my-bike-card.tsx). portal.messages.hi.ts is the
// Hindi twin, same names. A sentence with a link in it is split around the link only.
import { ORDER_DOCUMENT_LABELS, type OrderDocument } from '@contract/order-document-rules';
import { icu } from '@/lib/i18n/icu';

// Shared.
export const myBookings = 'My bookings';
export const myUpgradeBookings = 'My upgrade bookings';
export const upgradeMyBike = 'Upgrade my bike';
export const bookARevolt = 'Book a Revolt';
export const bookingPass = 'Booking pass';
/** Read after "Booking pass" by screen readers only. */
export const passFor = icu<{ reference: string }>(' for {reference}');
export const cancelThisBooking = 'Cancel this booking';
export const couldNotLoadBookings = 'We could not load your bookings.';
export const loadingBookings = 'Loading your bookings';
export const bikeInColour = icu<{ model: string; colour: string }>('{model} in {colour}');
export const chassisNumber = 'Chassis number';
/** OfflineCopyNotice's "this is … as this device last read it". */
export const offlineYourBookings = 'your bookings';
export const offlineYourBookingList = 'your list of bookings';
export const offlineYourBooking = 'your booking';

// order-parts.tsx: the pay button, the gate before one booking and the documents to bring.
export const payNow = icu<{ amount: string }>('Pay {amount} now');
export const payAgain = 'Try the payment again';
export const gateDescription = 'Your Revolt booking.';
export const couldNotLoadBooking = 'We could not load this booking.';
export const loadingBooking = 'Loading your booking';
export const documentsToBring = [
  'Proof of identity: Aadhaar, PAN, passport or voter ID',
  'Proof of address: Aadhaar, utility bill or rent agreement',
  'Two passport-size photographs',
  'Your booking reference',
];

// The dashboard (/userdashboard).
export const dashboardTitle = 'My dashboard';
export const dashboardDescription = 'Your Revolt bookings and shortcuts.';
export const hello = 'Hello';
export const helloName = icu<{ name: string }>('Hello, {name}');
export const inProgressTitle = icu<{ count: number }>('{count, plural, one {Your current booking} other {Your bookings in progress}}');
export const inProgressList = 'Bookings in progress';
export const noneInProgress = 'No booking in progress';
export const noneInProgressText = 'Reserve your Revolt for a refundable booking amount; you pay the rest at delivery.';
export const myBikesTitle = icu<{ count: number }>('{count, plural, one {My bike} other {My bikes}}');
export const bikesDelivered = 'Bikes delivered';
export const seeOnMap = icu<{ hub: string }>('See {hub} on the map');
export const opensInNewTab = ' (opens in a new tab)';
/** "… or call [phone]" after the map link. */
export const orCallBefore = 'or call';
export const orCallAfter = '';
export const shortcuts = 'Shortcuts';
export const myTestRides = 'My test rides';
export const myProfile = 'My profile';
export const bookTestRide = 'Book a test ride';

// "My bike" on the dashboard (my-bike-card.tsx).
export const registrationNumber = 'Registration number';
export const noRegistrationYet = 'Not recorded yet: your hub adds it once the RTO issues it.';
export const askYourHub = 'Ask your hub';
export const deliveredOn = 'Delivered on';
export const deliveredAt = 'Delivered at';
export const warranty = 'Warranty';
/** The parts a warranty covers, by warranty.ts's label. */
export const warrantyParts: Readonly<Record<string, string>> = { Bike: 'Bike', Battery: 'Battery' };
export const warrantyValid = icu<{ years: number; km: string; date: string }>('({years} years or {km}): valid until {date} or {km}, whichever comes first.');
export const warrantyExpired = icu<{ years: number; km: string; date: string }>('({years} years or {km}): expired on {date}.');
export const documents = 'Documents';
export const documentLabels: Readonly<Record<OrderDocument, string>> = ORDER_DOCUMENT_LABELS;
export const pdf = icu<{ document: string }>('{document} (PDF)');
export const helpWithBike = 'Help with your bike';
export const ownersManual = icu<{ model: string }>('Owner’s manual for the {model}');
export const rateAndReview = icu<{ model: string }>('Rate and review your {model}');
export const roadside = 'Roadside assistance, day and night:';
export const customerCare = 'Customer care:';
export const serviceAt = icu<{ hub: string }>('Service and repairs at {hub}:');

// "My bookings" (/userbooking).
export const bookingsDescription = 'Your Revolt bookings and orders.';
export const noBookingsYet = 'You have no bookings yet. Reserve your Revolt for a refundable booking amount and pay the rest at delivery.';
export const upgrades = 'Upgrades';
/** "[Upgrade my bike]: trade in your Revolt for a current model." */
export const upgradeAfter = ': trade in your Revolt for a current model.';

// A booking's page (/booking-detail/:id).
export const yourBooking = 'Your booking';
export const bookingTitle = icu<{ reference: string }>('Booking {reference}');
export const bookingDescription = icu<{ model: string }>('Your Revolt {model} booking.');
export const bookingStatus = 'Booking status';
export const passNote = 'A QR code to show at the hub; it opens offline too.';
export const changeBooking = 'Change colour, hub or contact';
export const timeline = 'Timeline';
export const details = 'Details';
export const yourHub = 'Your hub';
export const documentsToBringTitle = 'Documents to bring';
export const bike = 'Bike';
export const bookedOn = 'Booked on';
export const bikePrice = 'Bike price';
export const priceWithCharger = icu<{ price: string }>('{price} (ex-showroom with charger)');
export const coupon = 'Coupon';
export const contact = 'Contact';
export const cancelReason = 'Reason for cancelling';

// A booking's updates for the app (/booking-updates/:id).
export const updatesTitle = 'Booking updates';
export const updatesOn = icu<{ reference: string }>('Updates on {reference}');
export const updatesDescription = icu<{ reference: string }>('The timeline of your Revolt booking {reference}.');
export const refresh = 'Refresh';

// The guest look-up (/find-my-booking).
export const findTitle = 'Find my booking';
export const findDescription = 'Open your Revolt booking with its reference and your mobile number.';
export const findIntro =
  'Booked without an account, or on another device? Enter your booking reference and the mobile number you booked with. We send an OTP to that mobile.';
/** "Have an account? [Sign in] to see all your bookings." */
export const haveAccount = 'Have an account?';
export const signIn = 'Sign in';
export const seeAllAfter = ' to see all your bookings.';
