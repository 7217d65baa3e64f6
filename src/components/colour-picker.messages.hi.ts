// The colour picker's legend in Hindi (twin of colour-picker.messages.ts).
import { icu } from '@/lib/i18n/icu';

export const legend = icu<{ colour: string }>('रंग: {colour}');
