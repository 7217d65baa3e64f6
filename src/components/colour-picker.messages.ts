// The colour picker's legend (colour-picker.tsx): the colour's name is the bike data's. Hindi twin: colour-picker.messages.hi.ts.
import { icu } from '@/lib/i18n/icu';

export const legend = icu<{ colour: string }>('Colour: {colour}');
