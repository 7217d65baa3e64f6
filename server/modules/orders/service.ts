// The orders module's public face: what other modules may use of an order (find it, book it, move it, write its
// timeline, the access rules of a guest's order page). Everything else in this folder is the module's own; the lint
// rule of .eslintrc.cjs lets another module import only this file.
export { BOOKING_KEY_HEADER, LOOKUP_HEADER, notFound, orderAccess } from './access.js';
export { createBooking } from './create-booking.js';
export { lockedOrder, type Actor } from './lifecycle.js';
export { hasLookupSession } from './lookup-store.js';
export { findCustomerDetails, findUserMobile, type NewOrderFields } from './placement-store.js';
export { findOrderProof } from './proof-store.js';
export { findOrder, insertEvent, markBookedBy } from './store.js';
export { checkedTradeIn, createUpgradeOrder, isOpenUpgradeConflict, placeUpgradeOrder, prepareUpgradeOrder, upgradeRefusal } from './upgrade-flow.js';
