// A test ride's or a service visit's slot as people read it, in the site's language: the contract's words in English
// ("12 March, 10 am – 12 pm"), and in Hindi the clock times with their part of the day ("12 मार्च, सुबह 10 से दोपहर 12
// बजे तक"). The value sent and stored stays the contract's slot ("10:00-12:00"). Shared by the enquiry pages and the
// passes, so both say a slot the same way.
import { slotLabel, slotWhen } from '@contract/enquiry-rules';
import { LANG, LOCALE } from '@/lib/i18n/language';
import * as t from './slot-format.messages';

/** "14:00" -> "दोपहर 2", "09:30" -> "सुबह 9:30": a clock time with its part of the day, as Hindi says it. */
function clockWithDayPeriod(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const format = new Intl.DateTimeFormat(LOCALE, { hour: 'numeric', ...(m ? { minute: '2-digit' } : {}), dayPeriod: 'short', timeZone: 'UTC' });
  return format.format(Date.UTC(2000, 0, 1, h, m));
}

/** "10:00-12:00" -> "10 am – 12 pm" in English, "सुबह 10 से दोपहर 12 बजे तक" in Hindi. */
export function formatSlot(slot: string): string {
  if (LANG === 'en') return slotLabel(slot);
  const [from, to] = slot.split('-');
  return from && to ? t.slotRange({ from: clockWithDayPeriod(from), to: clockWithDayPeriod(to) }) : slot;
}

const dayAndMonth = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', timeZone: 'UTC' });

/** A day (YYYY-MM-DD) and its slot: "12 March, 10 am – 12 pm"; "12 मार्च, सुबह 10 से दोपहर 12 बजे तक". */
export function formatSlotWhen(date: string, slot: string): string {
  if (LANG === 'en') return slotWhen(date, slot);
  return t.slotWhen({ day: dayAndMonth.format(new Date(`${date.slice(0, 10)}T00:00:00Z`)), slot: formatSlot(slot) });
}
