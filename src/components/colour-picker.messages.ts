// The colour picker's legend (colour-picker.tsx): the colour's name as pages show it (bikes.messages colourName). Hindi twin: colour-picker.messages.hi.ts.
import { icu } from '@/lib/i18n/icu';

export const legend = icu<{ colour: string }>('Colour: {colour}');
