// The SPA's own messages of SPEC §8: the fallbacks used where the server says nothing. The messages
// the server sends too live in @contract/messages.
export const GENERIC_ERROR = 'Something went wrong. Please try again.';
export const SOMETHING_WENT_WRONG = 'Something went wrong';
export const DEVTOOLS_DETECTED = 'DevTools detected';
