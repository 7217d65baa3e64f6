// The 360-degree view's rules, apart from its screen: which frame set a colour has, a frame's file, the angle a frame
// shows and how to say it. Frames come from scripts/art/render-turntables.ts (src/content/turntable-frames.ts).
import { colourSlug, type Colour } from '@/content/bikes';
import { TURNTABLE_FRAMES, TURNTABLE_START_YAW, TURNTABLE_WIDTHS, turntableColours } from '@/content/turntable-frames';
import * as t from './turntable.messages';

export const FRAME_STEP = 360 / TURNTABLE_FRAMES;

/** The frame set of a colour, or undefined when the model has no 360-degree frames (a model added in the back office). */
export function turntableSet(modelId: string, colour: Colour): { base: string; slug: string } | undefined {
  const slugs = (turntableColours as Record<string, readonly string[] | undefined>)[modelId];
  if (!slugs?.length) return undefined;
  const slug = slugs.includes(colourSlug(colour.name)) ? colourSlug(colour.name) : slugs[0];
  return { base: `/images/turntable/${modelId}-${slug}`, slug };
}

export function frameUrl(base: string, frame: number, width: number, format: 'avif' | 'webp'): string {
  return `${base}/${String(frame).padStart(2, '0')}-${width}.${format}`;
}

/** The smaller file unless the viewer is shown wider than it at up to 1.5 device pixels per CSS pixel. */
export function frameWidth(shownCssWidth: number, devicePixelRatio: number): number {
  const needed = shownCssWidth * Math.min(Math.max(devicePixelRatio, 1), 1.5);
  return TURNTABLE_WIDTHS.find((w) => w >= needed) ?? TURNTABLE_WIDTHS[TURNTABLE_WIDTHS.length - 1];
}

/** Frame n + steps, wrapping round. */
export function turn(frame: number, steps: number): number {
  return (((frame + steps) % TURNTABLE_FRAMES) + TURNTABLE_FRAMES) % TURNTABLE_FRAMES;
}

/**
 * The slider's value in degrees: 0 at the first frame, growing as the bike turns right (its near side moving to the
 * right, as when the visitor drags right), so that the arrow keys, the buttons and a drag all agree.
 */
export function frameAngle(frame: number): number {
  return ((TURNTABLE_FRAMES - frame) % TURNTABLE_FRAMES) * FRAME_STEP;
}

/** What the frame shows, for the screen reader: "front left". */
export function frameView(frame: number): string {
  const yaw = (TURNTABLE_START_YAW + frame * FRAME_STEP) % 360;
  return t.views[Math.round(yaw / 45) % t.views.length];
}
