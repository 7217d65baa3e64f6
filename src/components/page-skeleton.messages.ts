// The page outline's name for screen readers (page-skeleton.tsx); page-skeleton.messages.hi.ts is its Hindi twin.
export const loadingPage = 'Loading page';
