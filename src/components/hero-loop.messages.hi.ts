// The hero loop's pause button in Hindi (twin of hero-loop.messages.ts).
export const pause = 'चलती तस्वीर रोकें';
