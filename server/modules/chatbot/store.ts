// The chat widget's users (SQL only).
import type { Queryable } from '../../platform/db/index.js';

export async function recordChatUser(db: Queryable, mobile: string, loggedIn: boolean, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO chat_users (mobile, is_logged_in, first_seen, last_seen) VALUES ($1, $2, $3, $3)
     ON CONFLICT (mobile) DO UPDATE SET is_logged_in = EXCLUDED.is_logged_in, last_seen = EXCLUDED.last_seen`,
    [mobile, loggedIn, now],
  );
}
