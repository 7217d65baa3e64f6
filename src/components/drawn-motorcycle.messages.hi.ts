// The drawn motorcycle's name in Hindi (twin of drawn-motorcycle.messages.ts).
import { icu } from '@/lib/i18n/icu';

export const drawn = icu<{ model: string }>('{model} इलेक्ट्रिक मोटरसाइकिल का साइड से बना चित्र');
export const drawnInColour = icu<{ model: string; colour: string }>('{colour} रंग में {model} इलेक्ट्रिक मोटरसाइकिल का साइड से बना चित्र');
