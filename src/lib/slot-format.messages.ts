// A slot's words (slot-format.ts) in English; slot-format.messages.hi.ts is the Hindi twin. English builds its words
// with the contract (enquiry-rules slotLabel, slotWhen), which the server's messages use too.
import { icu } from '@/lib/i18n/icu';

/** A slot from one clock time to the next, each in the site's language. */
export const slotRange = icu<{ from: string; to: string }>('{from} – {to}');
/** A day and its slot. */
export const slotWhen = icu<{ day: string; slot: string }>('{day}, {slot}');
