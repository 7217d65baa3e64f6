// The model scene's alt text in Hindi (twin of model-scene-picture.messages.ts).
import { icu } from '@/lib/i18n/icu';

export const alt = icu<{ model: string; colour: string }>('{colour} रंग में {model}, शाम को घर के बरामदे में दीवार के सॉकेट से चार्ज होती हुई');
