// The customer's pass (booking or test ride) in English (decision 048); messages.hi.ts is the Hindi twin, same names.
// The hub staff's scanner (scan-pass-screen.tsx) is part of the back office and stays English.
import { passMessages } from '@contract/pass-rules';
import { icu } from '@/lib/i18n/icu';

type Kind = { kind: 'order' | 'test_ride' };

export const myTestRides = 'My test rides';
export const backToBooking = 'Back to the booking';
export const yourPass = 'Your booking pass';
export const passDescription = 'Your Revolt booking pass to show at the hub.';
export const loadingPass = 'Loading your pass';
export const couldNotLoad = 'We could not load your pass.';
export const lastUpdated = icu<{ time: string }>('Last updated {time}');
export const offline: string = passMessages.offline;
export const passTitle = icu<Kind & { model: string }>('{kind, select, order {{model} booking pass} other {{model} test ride pass}}');
export const slot = 'Slot';
export const deliveredOn = 'Delivered on';
export const deliveryDate = 'Delivery date';
export const deliveryToBeFixed = 'The hub calls you to fix the day of delivery.';
export const bike = 'Bike';
export const bikeInColour = icu<{ model: string; colour: string }>('{model} in {colour}');
export const hub = 'Hub';
export const openingHours = 'Opening hours';
/** A hub's opening hours: `hours` is the span, worded as a slot. */
export const everyDay = icu<{ hours: string }>('Every day, {hours}');
export const hubPhone = 'Hub phone';
export const qrCode = icu<{ reference: string }>('QR code of pass {reference}');
export const showAtHub = 'Show this code at the hub.';
export const findOnMap = 'Find the hub on the map';
export const opensInNewTab = ' (opens in a new tab)';
export const codeInText = 'The code in text';
export const typeThisCode = 'If the hub cannot scan the QR code, they can type this code:';
export const validUntil = icu<{ time: string }>('Valid until {time}.');
export const saveAsImage = 'Save as image';
export const print = 'Print';
export const couldNotSave = 'The pass could not be saved.';
export const couldNotDraw = 'The pass could not be drawn.';
