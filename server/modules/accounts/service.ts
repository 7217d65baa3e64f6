// Accounts: the rules and workflows of signing in (password, OTP, the companion app's link), signing out, the
// password change and reset, registration with a code, the customer's profile, the claim of guest records when a
// session starts and the marketing consent. SQL in store.ts, guest-claims-store.ts and consent-store.ts; the session
// and OTP tables are the platform's (server/platform/auth/). Other modules use the accounts through the public functions here.
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { PasswordChangeRequest, PasswordResetRequest, ProfileUpdateRequest, RegisterRequest, signinBody, UserInfo, UserRecord } from '@contract/auth.js';
import { consentMessages, MARKETING_CONSENT_TEXT } from '@contract/consent-rules.js';
import { DEFAULT_LANGUAGE, languageMessages, type Language } from '@contract/languages.js';
import type { MarketingConsent } from '@contract/consents.js';
import { messages } from '@contract/rules.js';
import { verifyAppLink } from '../../platform/auth/app-link.js';
import type { SessionUser } from '../../platform/auth/session-store.js';
import { deleteSession, deleteUserSessions, spendAppLinkNonce } from '../../platform/auth/session-store.js';
import { issueOtp, otpRefusal } from '../../platform/auth/otp-issue.js';
import { checkMobileOtp, checkOtp, createMobileOtp, createOtp, noteWrongOtp } from '../../platform/auth/otp.js';
import { hashPassword, isCommonPassword, verifyPassword } from '../../platform/auth/password.js';
import { consumeLimits } from '../../platform/auth/rate-limit.js';
import { beginPasswordTry, consumeSigninAttempt, forgetPasswordFailures, rightPassword } from '../../platform/auth/signin-limits.js';
import { openSession, toUserInfo, type SessionLimits } from '../../platform/auth/session.js';
import type { Queryable } from '../../platform/db/index.js';
import type { Deps } from '../../platform/deps.js';
import { HttpError, fieldError, isUniqueViolation } from '../../platform/errors.js';
import { MSG } from '../../platform/messages.js';
import { checkedPlace } from '../reference/service.js';
import { currentConsent, dropQueuedLeads, hasWithdrawnMarketing, recordConsent, type ConsentRecord } from './consent-store.js';
import { claimGuestRecords } from './guest-claims-store.js';
import {
  countUsers,
  deleteUser,
  fillMissingProfile,
  findCredentialsByMobile,
  findPasswordHash,
  findUserById,
  insertUser,
  isEmailTakenByOther,
  isMobileTaken,
  listUsers,
  updatePasswordHash,
  updateLanguage,
  updateProfile as storeProfile,
  updateUser,
  type AdminPatch,
  type NewUser,
  type ProfileFields,
} from './store.js';

// Public to the other modules (orders, enquiries, bookings, leads, admin-users, call centre, products, the seed):
// the account's record, the profile filled from a booking, consents recorded with a booking or test ride, the staff
// admin's edits. Each is the store's function: the account rules are the ones below.
export { countUsers, deleteUser, fillMissingProfile, findCredentialsByMobile, findUserById, hasWithdrawnMarketing, insertUser, isEmailTakenByOther, listUsers, recordConsent, updateUser };
export type { AdminPatch, ConsentRecord, NewUser, ProfileFields };

export type SignedIn = { user: UserInfo; token: string };

/**
 * Starts a session for the user and returns the token. A customer's session also takes in what was made as a guest
 * with their proven mobile (guest-claims-store.ts).
 */
export async function startSession(db: Queryable, userId: number, now: Date, limits: SessionLimits): Promise<string> {
  const token = await openSession(db, userId, now, limits);
  await claimGuestRecords(db, userId);
  return token;
}

/** Compared against when the mobile has no account, so a wrong mobile costs the same time as a wrong password. */
let decoyHash: Promise<string> | undefined;
function decoy(): Promise<string> {
  decoyHash ??= hashPassword('decoy password that nobody has');
  return decoyHash;
}

/** A new password must not be on the common-passwords list (the rule of contract/rules.ts is checked by zod). */
export async function refuseCommonPassword(field: string, password: string): Promise<void> {
  if (await isCommonPassword(password)) throw fieldError(field, messages.passwordCommon);
}

/** The sign-in code: sent only where it can be used; the answer does not tell whether an account exists. */
export async function sendSigninOtp(deps: Deps, request: FastifyRequest, mobile: string): Promise<void> {
  const { db, config } = deps;
  await issueOtp(deps, request, mobile, {
    limitKey: 'otp',
    ipRule: (limits) => limits.otpPerIp,
    issue: async (to, at) => {
      const account = await findCredentialsByMobile(db, to);
      return account ? createOtp(db, account.id, at, config.otpTtlSeconds) : null;
    },
  });
}

/** The password-reset code, sent only to a registered mobile (the same answer either way). */
export async function sendResetOtp(deps: Deps, request: FastifyRequest, mobile: string): Promise<void> {
  const { db, config } = deps;
  await issueOtp(deps, request, mobile, {
    limitKey: 'reset-otp',
    ipRule: (limits) => limits.otpPerIp,
    issue: async (to, at) => ((await findCredentialsByMobile(db, to)) ? createMobileOtp(db, 'reset', to, at, config.otpTtlSeconds) : null),
  });
}

/** Registration step 1: sent whether or not the mobile is registered (only its owner learns that, at step 2). */
export async function sendRegisterOtp(deps: Deps, request: FastifyRequest, mobile: string): Promise<void> {
  const { db, config } = deps;
  await issueOtp(deps, request, mobile, {
    limitKey: 'register-otp',
    ipRule: (rules) => rules.registerPerIp,
    issue: (to, at) => createMobileOtp(db, 'register', to, at, config.otpTtlSeconds),
  });
}

/** Sign-in with mobile and password or OTP; the limits are server/platform/auth/signin-limits.ts (only wrong passwords count against the mobile). */
export async function signIn({ db, config, now }: Deps, ip: string, body: z.output<typeof signinBody>): Promise<SignedIn> {
  const limits = config.rateLimits;
  const at = now();
  if ('password' in body) await beginPasswordTry(db, limits, body.mobile, ip, at);
  else await consumeSigninAttempt(db, limits, ip, at);
  const account = await findCredentialsByMobile(db, body.mobile);

  let token: string;
  if ('password' in body) {
    // SPEC §8's message for a wrong password, and the same for a mobile with no account.
    const matches = await verifyPassword(body.password, account?.password_hash ?? (await decoy()));
    if (!account || !matches) throw new HttpError(401, MSG.wrongPassword);
    await rightPassword(db, limits, body.mobile, ip, at);
    token = await startSession(db, account.id, at, config);
  } else {
    if (!account) throw otpRefusal(await noteWrongOtp(db, body.mobile, at));
    // The attempt counts must survive a wrong code, so only success is transactional work.
    const result = await db.transaction(async (tx) => {
      const check = await checkOtp(tx, account.id, body.mobile, body.otp, at, config.otpMaxAttempts);
      if (check !== 'ok') return { check };
      await forgetPasswordFailures(tx, body.mobile);
      return { check, token: await startSession(tx, account.id, at, config) };
    });
    if (result.check !== 'ok' || !result.token) throw otpRefusal(result.check === 'ok' ? 'wrong' : result.check);
    token = result.token;
  }

  const user = await findUserById(db, account.id);
  if (!user) throw new HttpError(401, MSG.wrongPassword);
  return { user: toUserInfo(user, token), token };
}

/** Ends this token's session. */
export async function signOut({ db }: Deps, me: SessionUser): Promise<{ message: string }> {
  await deleteSession(db, me.tokenHash);
  return { message: MSG.signedOut };
}

/** Ends every session of the account. */
export async function signOutEverywhere({ db }: Deps, me: SessionUser): Promise<{ message: string }> {
  await deleteUserSessions(db, me.id);
  return { message: MSG.signedOutEverywhere };
}

/** Sets or changes the password (the current one is required when there is one); ends every other session. */
export async function changePassword({ db, config, now }: Deps, me: SessionUser, body: PasswordChangeRequest): Promise<{ message: string }> {
  const { currentPassword, newPassword } = body;
  const at = now();
  await consumeLimits(db, [{ key: `password-change:user:${me.id}`, rule: config.rateLimits.passwordResetPerMobile }], at);
  // An account made with a mobile and a code has no password yet: its session alone sets the first one.
  const stored = await findPasswordHash(db, me.id);
  if (stored !== null && currentPassword === undefined) throw fieldError('currentPassword', messages.currentPassword);
  if (stored !== null && !(await verifyPassword(currentPassword ?? '', stored))) throw fieldError('currentPassword', MSG.currentPasswordWrong);
  await refuseCommonPassword('newPassword', newPassword);
  const hash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, me.id, hash, at);
    await deleteUserSessions(tx, me.id, me.tokenHash);
  });
  return { message: MSG.passwordChanged };
}

/** A new password with a reset OTP; ends every session of the account. */
export async function resetPassword({ db, config, now }: Deps, ip: string, body: PasswordResetRequest): Promise<{ message: string }> {
  const { mobile, otp, password } = body;
  const limits = config.rateLimits;
  const at = now();
  await consumeLimits(db, [
    { key: `reset:mobile:${mobile}`, rule: limits.passwordResetPerMobile },
    { key: `reset:ip:${ip}`, rule: limits.signinPerIp },
  ], at);
  await refuseCommonPassword('password', password);
  const account = await findCredentialsByMobile(db, mobile);
  if (!account) throw otpRefusal(await noteWrongOtp(db, mobile, at));
  const check = await checkMobileOtp(db, 'reset', mobile, otp, at, config.otpMaxAttempts);
  if (check !== 'ok') throw otpRefusal(check);
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, account.id, hash, at);
    await deleteUserSessions(tx, account.id);
    // The owner proved the mobile: strangers' wrong passwords no longer hold any address back.
    await forgetPasswordFailures(tx, mobile);
  });
  return { message: MSG.passwordReset };
}

const duplicate = { status: 'duplicate' as const, message: MSG.duplicate };

/** Registration step 2: the mobile proven by its code, a name; signs in. 'duplicate' when the mobile has an account. */
export async function register(
  { db, config, now }: Deps,
  ip: string,
  body: RegisterRequest,
  siteLanguage: Language | null = null,
): Promise<typeof duplicate | { status: 'success'; user: UserInfo; token: string }> {
  const limits = config.rateLimits;
  const at = now();
  await consumeLimits(db, [
    { key: `register:mobile:${body.mobile}`, rule: limits.registerPerMobile },
    { key: `register:ip:${ip}`, rule: limits.registerPerIp },
  ], at);
  // The mobile is proven before anything is revealed.
  const check = await checkMobileOtp(db, 'register', body.mobile, body.otp, at, config.otpMaxAttempts);
  if (check !== 'ok') {
    const refusal = otpRefusal(check);
    throw fieldError('otp', refusal.message);
  }
  if (await isMobileTaken(db, body.mobile)) return duplicate;
  let created: { id: number; token: string };
  try {
    created = await db.transaction(async (tx) => {
      // E-mail, place and password come later, when first needed (profile, booking, test ride).
      const id = await insertUser(tx, {
        name: body.name,
        mobile: body.mobile,
        email: null,
        passwordHash: null,
        userType: 'customer',
        isAdmin: false,
        isSeller: false,
        isDealer: false,
        state: null,
        city: null,
        area: null,
        pincode: null,
        incentive: 0,
        // The language the form names, else the one of the site it was sent from (Accept-Language).
        language: body.language ?? siteLanguage ?? DEFAULT_LANGUAGE,
      }, at);
      if (body.marketing_consent) await recordConsent(tx, { userId: id, mobile: body.mobile, purpose: 'marketing', granted: true, text: MARKETING_CONSENT_TEXT[siteLanguage ?? DEFAULT_LANGUAGE], source: 'register' }, at);
      return { id, token: await startSession(tx, id, at, config) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return duplicate; // lost a race with an identical registration
    throw error;
  }
  const user = await findUserById(db, created.id);
  if (!user) throw new Error('registered user vanished');
  return { status: 'success' as const, user: toUserInfo(user, created.token), token: created.token };
}

/** Sign-in from the companion app's signed, single-use link: customers only. */
export async function appLinkSignIn(
  { db, config, now }: Deps,
  cId: string,
  query: { exp?: string; nonce?: string; sig?: string },
): Promise<SignedIn> {
  const at = now();
  const expires = /^[1-9]\d{0,9}$/.test(cId) ? verifyAppLink(config.appLinkSecret, cId, query, at) : null;
  if (!expires || !query.nonce) throw new HttpError(401, MSG.appLinkInvalid);
  const user = await findUserById(db, Number(cId));
  // App links open customer sessions only: dealers and admins sign in with a password or OTP.
  if (!user || user.isAdmin || user.isDealer || user.isSeller || user.user_type !== 'customer') {
    throw new HttpError(401, MSG.appLinkInvalid);
  }
  if (!(await spendAppLinkNonce(db, query.nonce, expires, at))) throw new HttpError(401, MSG.appLinkInvalid);
  const token = await startSession(db, user.id, at, config);
  return { user: toUserInfo(user, token), token };
}

/** A customer's account: their own, or any for an admin. */
export async function customerAccount({ db }: Deps, me: SessionUser, id: number): Promise<UserRecord> {
  if (id !== me.id && !me.isAdmin) throw new HttpError(403, MSG.forbidden);
  const user = await findUserById(db, id);
  if (!user) throw new HttpError(404, MSG.customerNotFound);
  return user;
}

/** The signed-in customer's profile edit; answers with the record as it now stands. */
export async function updateProfile({ db, now }: Deps, me: SessionUser, body: ProfileUpdateRequest): Promise<{ status: 1; message: string; user: UserRecord }> {
  const { name, email, state, city, area, pincode } = body;
  // The contract lets a place through whole or not at all; its pincode defaults to the area's.
  let place: { state: string; city: string; area: string; pincode: string } | undefined;
  if (state && city && area) {
    const checked = await checkedPlace(db, { state, city, area });
    place = { state, city, area, pincode: pincode ?? checked.pincode };
  }
  // A generic field error: the answer must not confirm that another account uses the address.
  if (email && (await isEmailTakenByOther(db, email, me.id))) throw fieldError('email', MSG.emailUnavailable);
  try {
    await storeProfile(db, me.id, { name, email, place }, now());
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('email', MSG.emailUnavailable);
    throw error;
  }
  const user = await findUserById(db, me.id);
  if (!user) throw new HttpError(404, MSG.customerNotFound);
  return { status: 1 as const, message: MSG.profileUpdated, user };
}

// The signed-in customer's marketing consent (issue 24): seen and changed in the profile. A withdrawal is a row of its
// own with its time (consent-store.ts); it also drops the campaign leads of that mobile still queued for the CRM, and
// the lead queue sends none after it (server/store/leads.ts).

async function accountMobile(db: Queryable, userId: number): Promise<string> {
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError(404, MSG.customerNotFound);
  return user.mobile;
}

/** `language`: the site's that asks, whose words (the statement) it shows and records. */
async function marketingOf(db: Queryable, userId: number, mobile: string, language: Language): Promise<MarketingConsent> {
  const consent = await currentConsent(db, { userId, mobile }, 'marketing');
  return { granted: consent?.granted ?? false, at: consent ? consent.at.toISOString() : null, text: MARKETING_CONSENT_TEXT[language] };
}

/** My consent to news and offers, with the statement in the language of the site that asks. */
export async function marketingConsent({ db }: Deps, userId: number, language: Language): Promise<MarketingConsent> {
  return marketingOf(db, userId, await accountMobile(db, userId), language);
}

/**
 * Gives or withdraws my consent, recorded with the statement in the language of the site it was given on; a
 * withdrawal also drops the campaign leads of my mobile still queued for the CRM.
 */
export async function setMarketingConsent(
  { db, now }: Deps,
  userId: number,
  granted: boolean,
  language: Language,
): Promise<{ message: string; data: MarketingConsent }> {
  const at = now();
  const mobile = await accountMobile(db, userId);
  await db.transaction(async (tx) => {
    await recordConsent(tx, { userId, mobile, purpose: 'marketing', granted, text: MARKETING_CONSENT_TEXT[language], source: 'profile' }, at);
    if (!granted) await dropQueuedLeads(tx, mobile);
  });
  return { message: granted ? consentMessages.granted : consentMessages.withdrawn, data: await marketingOf(db, userId, mobile, language) };
}

/** The language of what we send the signed-in user (the language switch records it when they change site). */
export async function setLanguage({ db, now }: Deps, userId: number, language: Language): Promise<{ message: string; data: { language: Language } }> {
  if (!(await updateLanguage(db, userId, language, now()))) throw new HttpError(404, MSG.customerNotFound);
  return { message: languageMessages.saved, data: { language } };
}
