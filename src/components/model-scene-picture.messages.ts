// The model scene's alt text (model-scene-picture.tsx) in English; model-scene-picture.messages.hi.ts is the Hindi twin.
import { icu } from '@/lib/i18n/icu';

export const alt = icu<{ model: string; colour: string }>(
  'The {model} in {colour}, charging from a wall socket on the porch of a home in the evening',
);
