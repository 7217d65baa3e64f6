// What to say when no answer came at all: offline, or the server (or the feature's code) could not be reached. Apart
// from client.ts so a thunk can say it when the HTTP client itself could not be loaded.
import * as t from './client.messages';

export function unreachableMessage(): string {
  return typeof navigator !== 'undefined' && !navigator.onLine ? t.offline : t.unreachable;
}
