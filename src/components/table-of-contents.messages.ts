// The contents list's heading (table-of-contents.tsx); table-of-contents.messages.hi.ts is its Hindi twin.
export const contents = 'Contents';
