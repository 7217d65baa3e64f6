// The pictures' alt texts (picture.tsx) in English; picture.messages.hi.ts is the Hindi twin.
import { sceneImages, type SceneId } from '@/content/bike-images';
import { icu } from '@/lib/i18n/icu';

export const bikeAlt = icu<{ model: string; colour: string }>('The {model} electric motorcycle in {colour}, seen from the front right');
export const bikeColours = icu<{ model: string; count: number }>('The {model} in {count} colours');

/** A lifestyle scene's alt text: in English, the one the rendered images' manifest carries. */
export function sceneAlt(scene: SceneId): string {
  return sceneImages[scene].alt;
}
