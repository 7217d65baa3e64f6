// The drawn motorcycle's name (drawn-motorcycle.tsx) in English; drawn-motorcycle.messages.hi.ts is the Hindi twin.
import { icu } from '@/lib/i18n/icu';

export const drawn = icu<{ model: string }>('The {model} electric motorcycle, drawn from the side');
export const drawnInColour = icu<{ model: string; colour: string }>('The {model} electric motorcycle in {colour}, drawn from the side');
