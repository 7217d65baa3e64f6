// The page outline's name for screen readers in Hindi (twin of page-skeleton.messages.ts).
export const loadingPage = 'पेज लोड हो रहा है';
