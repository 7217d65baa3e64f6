// The bike choice's checks (bike-choice-fields.tsx): in English the contract's own words, as the server says them.
// Hindi twin: bike-choice-fields.messages.hi.ts.
import { bookingMessages } from '@contract/booking-rules';

export const modelRequired: string = bookingMessages.model;
export const colourRequired: string = bookingMessages.colour;
