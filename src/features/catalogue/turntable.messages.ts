// The 360-degree view of a model page (turntable-section.tsx, turntable-viewer.tsx, turntable.ts) in English;
// turntable.messages.hi.ts is the Hindi twin.
import { icu } from '@/lib/i18n/icu';

export const title = 'See it from every side';
export const hint = 'Drag or swipe the bike to turn it, or use the buttons or the arrow keys.';
export const label = icu<{ model: string; colour: string }>('360° view of the {model} in {colour}');
export const roleDescription = '360° view';
export const loading = icu<{ label: string; percent: number }>('Loading the {label}: {percent}%');
export const turnLeft = 'Turn left';
export const turnRight = 'Turn right';
/** What a frame shows, from its angle: the first is the right side, then every 45° round to the rear right. */
export const views = ['right side', 'front right', 'front', 'front left', 'left side', 'rear left', 'rear', 'rear right'];
export const angleView = icu<{ angle: number; view: string }>('{angle}°, {view}');
