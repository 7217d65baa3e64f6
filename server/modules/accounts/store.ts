// The accounts' SQL (the users table): SQL only, the rules and workflows are in service.ts.
import type { Queryable } from '../../platform/db/index.js';
import type { UserInfo, UserRecord, UserSort, UserType } from '@contract/auth.js';
import type { SortValue } from '@contract/common.js';
import { DEFAULT_LANGUAGE, type Language } from '@contract/languages.js';
import { likePattern, orderBy } from '../../platform/db/sql.js';

type UserRow = Omit<UserRecord, 'created_at'> & { created_at: Date | string };

const SELECT_USER = `
  SELECT u.id, u.name, u.email, u.mobile, u.state_id AS state, u.city_id AS city, u.area_id AS area,
         s.name AS state_name, c.name AS city_name, h.name AS area_name, u.pincode,
         u.is_admin AS "isAdmin", u.is_seller AS "isSeller", u.is_dealer AS "isDealer", u.user_type,
         u.password_hash IS NOT NULL AS has_password, u.incentive, s.region, u.language, u.created_at
  FROM users u
  LEFT JOIN states s ON s.id = u.state_id
  LEFT JOIN cities c ON c.id = u.city_id
  LEFT JOIN hubs h ON h.id = u.area_id`;

function toRecord(row: UserRow): UserRecord {
  return { ...row, created_at: new Date(row.created_at).toISOString() };
}

export async function findUserById(db: Queryable, id: number): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRow>(`${SELECT_USER} WHERE u.id = $1`, [id]);
  return rows[0] ? toRecord(rows[0]) : null;
}

export async function findCredentialsByMobile(
  db: Queryable,
  mobile: string,
): Promise<{ id: number; password_hash: string | null } | null> {
  const { rows } = await db.query<{ id: number; password_hash: string | null }>(
    'SELECT id, password_hash FROM users WHERE mobile = $1',
    [mobile],
  );
  return rows[0] ?? null;
}

export async function isMobileTaken(db: Queryable, mobile: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE mobile = $1 LIMIT 1', [mobile]);
  return rows.length > 0;
}

export async function isEmailTakenByOther(db: Queryable, email: string, userId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1) AND id <> $2 LIMIT 1', [email, userId]);
  return rows.length > 0;
}

/** A new account: sign-up gives a mobile and a name; staff and demo accounts may come with everything. */
export type NewUser = Pick<UserInfo, 'name' | 'mobile' | 'email' | 'state' | 'city' | 'area' | 'pincode' | 'isAdmin' | 'isSeller' | 'isDealer' | 'incentive'> & {
  passwordHash: string | null;
  userType: UserType;
  /** The language of what we send them (the site they signed up on); English when not given. */
  language?: Language;
};

export async function insertUser(db: Queryable, user: NewUser, now: Date): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (name, mobile, email, password_hash, user_type, is_admin, is_seller, is_dealer,
                        state_id, city_id, area_id, pincode, incentive, language, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15)
     RETURNING id`,
    [
      user.name, user.mobile, user.email, user.passwordHash, user.userType, user.isAdmin, user.isSeller,
      user.isDealer, user.state, user.city, user.area, user.pincode, user.incentive, user.language ?? DEFAULT_LANGUAGE, now,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('insert into users returned no id');
  return id;
}

/** The profile's edit: the name always; the e-mail and the place (with its pincode) only when given, else kept. */
export type ProfileFields = { name: string; email?: string; place?: { state: string; city: string; area: string; pincode: string } };

export async function updateProfile(db: Queryable, id: number, p: ProfileFields, now: Date): Promise<void> {
  await db.query(
    `UPDATE users SET name = $2, email = COALESCE($3, email),
       state_id = COALESCE($4, state_id), city_id = COALESCE($5, city_id), area_id = COALESCE($6, area_id), pincode = COALESCE($7, pincode),
       updated_at = $8
     WHERE id = $1`,
    [id, p.name, p.email ?? null, p.place?.state ?? null, p.place?.city ?? null, p.place?.area ?? null, p.place?.pincode ?? null, now],
  );
}

/**
 * What a booking or test ride of the account's own mobile tells us that the profile lacks: the place when it has
 * none, the e-mail when it has none and no other account uses it. Nothing the profile has is overwritten.
 */
export async function fillMissingProfile(
  db: Queryable,
  id: number,
  given: { mobile: string; email?: string | null; place?: { state: string; city: string; area: string; pincode: string } | null },
  now: Date,
): Promise<void> {
  if (given.place) {
    await db.query(
      `UPDATE users SET state_id = $3, city_id = $4, area_id = $5, pincode = $6, updated_at = $7
       WHERE id = $1 AND mobile = $2 AND state_id IS NULL`,
      [id, given.mobile, given.place.state, given.place.city, given.place.area, given.place.pincode, now],
    );
  }
  if (given.email) {
    await db.query(
      `UPDATE users SET email = $3, updated_at = $4
       WHERE id = $1 AND mobile = $2 AND email IS NULL AND NOT EXISTS (SELECT 1 FROM users o WHERE lower(o.email) = lower($3))`,
      [id, given.mobile, given.email, now],
    );
  }
}

/** The language of what we send the user; false when no such user. */
export async function updateLanguage(db: Queryable, id: number, language: Language, now: Date): Promise<boolean> {
  const { rows } = await db.query('UPDATE users SET language = $2, updated_at = $3 WHERE id = $1 RETURNING id', [id, language, now]);
  return rows.length > 0;
}

/** An admin's edit: the role is one choice, written to user_type and to the older flags together. */
export type AdminPatch = { name?: string; email?: string; role: UserType };

/** Applies an admin's edit. False when no such user. */
export async function updateUser(db: Queryable, id: number, patch: AdminPatch, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE users SET
       name = COALESCE($2, name),
       email = COALESCE($3, email),
       user_type = $4,
       is_admin = $4 = 'admin',
       is_seller = $4 = 'dealer',
       is_dealer = $4 = 'dealer',
       updated_at = $5
     WHERE id = $1
     RETURNING id`,
    [id, patch.name ?? null, patch.email ?? null, patch.role, now],
  );
  return rows.length > 0;
}

/** Removes the user with their sessions and OTPs. Call inside a transaction. */
export async function deleteUser(tx: Queryable, id: number): Promise<boolean> {
  await tx.query('DELETE FROM sessions WHERE user_id = $1', [id]);
  await tx.query('DELETE FROM otps WHERE user_id = $1', [id]);
  const { rows } = await tx.query('DELETE FROM users WHERE id = $1 RETURNING id', [id]);
  return rows.length > 0;
}

const USER_SORT_COLUMNS: Record<UserSort, string> = { created: 'u.created_at', name: 'lower(u.name)', email: 'lower(u.email)' };

export async function listUsers(
  db: Queryable,
  options: { page: number; pageSize: number; sort: SortValue<UserSort>; q?: string; role?: UserType },
): Promise<{ rows: UserRecord[]; total: number }> {
  const filter = `WHERE ($1::text IS NULL OR u.name ILIKE $1 OR u.mobile ILIKE $1 OR u.email ILIKE $1)
      AND ($2::text IS NULL OR u.user_type = $2)`;
  const params = [options.q ? likePattern(options.q) : null, options.role ?? null];
  const count = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM users u ${filter}`, params);
  const { rows } = await db.query<UserRow>(
    `${SELECT_USER} ${filter} ${orderBy(options.sort, USER_SORT_COLUMNS, 'u.id')} LIMIT $3 OFFSET $4`,
    [...params, options.pageSize, (options.page - 1) * options.pageSize],
  );
  return { rows: rows.map(toRecord), total: count.rows[0]?.total ?? 0 };
}

export async function countUsers(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM users');
  return rows[0]?.total ?? 0;
}

export async function updatePasswordHash(db: Queryable, id: number, passwordHash: string, now: Date): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2, updated_at = $3 WHERE id = $1', [id, passwordHash, now]);
}

export async function findPasswordHash(db: Queryable, id: number): Promise<string | null> {
  const { rows } = await db.query<{ password_hash: string | null }>('SELECT password_hash FROM users WHERE id = $1', [id]);
  return rows[0]?.password_hash ?? null;
}
