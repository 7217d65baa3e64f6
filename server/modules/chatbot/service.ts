// The chat widget's rule: a signed-in user who opened the chat is recorded, rate-limited per user. SQL in store.ts.
import { consumeLimits } from '../../platform/auth/rate-limit.js';
import type { Deps } from '../../platform/deps.js';
import { recordChatUser } from './store.js';

export async function addChatUser({ db, config, now }: Pick<Deps, 'db' | 'config' | 'now'>, userId: number, mobile: string, loggedIn: boolean): Promise<void> {
  const at = now();
  await consumeLimits(db, [{ key: `chat-user:user:${userId}`, rule: config.rateLimits.chatUsersPerUser }], at);
  await recordChatUser(db, mobile, loggedIn, at);
}
