// The notice above a screen read from this device's copy (offline-copy-notice.tsx); `what` is the screen's own words
// ("your dashboard"). Hindi twin: offline-copy-notice.messages.hi.ts.
import { icu } from '@/lib/i18n/icu';

export const lastUpdated = icu<{ when: string }>('Last updated {when}');
export const retry = 'Retry';
export const body = icu<{ what: string }>('We could not reach the server, so this is {what} as this device last read it.');
