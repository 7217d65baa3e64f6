// The API client's own messages (client.ts), used where the server said nothing: offline, no answer, too slow.
// Hindi twin: client.messages.hi.ts.
export const offline = 'You are offline. What you typed is kept here: send it again when you are back online.';
export const tooSlow = 'The server took too long to answer. Check your connection and try again.';
export const unreachable = 'We could not reach the server. Check your internet connection and try again.';
