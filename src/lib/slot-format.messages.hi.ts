// A slot's words in Hindi (twin of slot-format.messages.ts).
import { icu } from '@/lib/i18n/icu';

export const slotRange = icu<{ from: string; to: string }>('{from} से {to} बजे तक');
export const slotWhen = icu<{ day: string; slot: string }>('{day}, {slot}');
