// The hero loop's pause button (hero-loop.tsx) in English; hero-loop.messages.hi.ts is the Hindi twin.
export const pause = 'Pause the moving picture';
