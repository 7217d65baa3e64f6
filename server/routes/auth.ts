import { passwordChangeBody, passwordResetBody, signinBody, userInfo } from '@contract/auth.js';
import { apiError, messageResponse } from '@contract/common.js';
import { messages } from '@contract/rules.js';
import { currentUser } from '../auth/hook.js';
import { checkMobileOtp, checkOtp, createMobileOtp, createOtp, noteWrongOtp } from '../auth/otp.js';
import { hashPassword, isCommonPassword, verifyPassword } from '../auth/password.js';
import { consumeLimits } from '../auth/rate-limit.js';
import { beginPasswordTry, consumeSigninAttempt, forgetPasswordFailures, rightPassword } from '../auth/signin-limits.js';
import { issueSession, tokenHeaders, toUserInfo } from '../auth/session.js';
import type { App, Deps } from '../deps.js';
import { HttpError, fieldError } from '../errors.js';
import { MSG } from '../messages.js';
import { deleteSession, deleteUserSessions } from '../store/sessions.js';
import { findCredentialsByMobile, findPasswordHash, findUserById, updatePasswordHash } from '../store/users.js';
import { otpRefusal, otpRoute } from './otp-route.js';

const errors = { '4xx': apiError, 503: apiError };
const tags = ['Auth'];

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

export function authRoutes(app: App, deps: Deps): void {
  const { db, config, now } = deps;
  const limits = config.rateLimits;

  otpRoute(app, deps, {
    path: '/auth/otp',
    tags,
    summary: 'Send a sign-in OTP by SMS (the same answer whether or not the mobile is registered)',
    limitKey: 'otp',
    ipRule: (limits) => limits.otpPerIp,
    // Sent only where it can be used; the answer does not tell whether an account exists.
    issue: async (mobile, at) => {
      const account = await findCredentialsByMobile(db, mobile);
      return account ? createOtp(db, account.id, at, config.otpTtlSeconds) : null;
    },
  });

  app.post(
    '/auth/signin',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Sign in with mobile and password or OTP',
        body: signinBody,
        response: { 200: userInfo, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const at = now();
      // Limits: server/auth/signin-limits.ts (only wrong passwords count against the mobile).
      if ('password' in body) await beginPasswordTry(db, limits, body.mobile, request.ip, at);
      else await consumeSigninAttempt(db, limits, request.ip, at);
      const account = await findCredentialsByMobile(db, body.mobile);

      let token: string;
      if ('password' in body) {
        // SPEC §8's message for a wrong password, and the same for a mobile with no account.
        const matches = await verifyPassword(body.password, account?.password_hash ?? (await decoy()));
        if (!account || !matches) throw new HttpError(401, MSG.wrongPassword);
        await rightPassword(db, limits, body.mobile, request.ip, at);
        token = await issueSession(db, account.id, at, config);
      } else {
        if (!account) throw otpRefusal(await noteWrongOtp(db, body.mobile, at));
        // The attempt counts must survive a wrong code, so only success is transactional work.
        const result = await db.transaction(async (tx) => {
          const check = await checkOtp(tx, account.id, body.mobile, body.otp, at, config.otpMaxAttempts);
          if (check !== 'ok') return { check };
          await forgetPasswordFailures(tx, body.mobile);
          return { check, token: await issueSession(tx, account.id, at, config) };
        });
        if (result.check !== 'ok' || !result.token) throw otpRefusal(result.check === 'ok' ? 'wrong' : result.check);
        token = result.token;
      }

      const user = await findUserById(db, account.id);
      if (!user) throw new HttpError(401, MSG.wrongPassword);
      reply.headers(tokenHeaders(token));
      return toUserInfo(user, token);
    },
  );

  app.post(
    '/auth/signout',
    {
      config: { auth: 'customer' },
      schema: { tags, summary: "Sign out (ends this token's session)", response: { 200: messageResponse, ...errors } },
    },
    async (request) => {
      await deleteSession(db, currentUser(request).tokenHash);
      return { message: MSG.signedOut };
    },
  );

  app.post(
    '/auth/signout-all',
    {
      config: { auth: 'customer' },
      schema: { tags, summary: "Sign out everywhere (ends every session of the user's account)", response: { 200: messageResponse, ...errors } },
    },
    async (request) => {
      await deleteUserSessions(db, currentUser(request).id);
      return { message: MSG.signedOutEverywhere };
    },
  );

  app.post(
    '/auth/password',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'Set or change the password (the current one is required when there is one); signs out every other session',
        body: passwordChangeBody,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const { currentPassword, newPassword } = request.body;
      const at = now();
      await consumeLimits(db, [{ key: `password-change:user:${me.id}`, rule: limits.passwordResetPerMobile }], at);
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
    },
  );

  otpRoute(app, deps, {
    path: '/auth/password/reset/otp',
    tags,
    summary: 'Send a password-reset OTP by SMS (the same answer whether or not the mobile is registered)',
    limitKey: 'reset-otp',
    ipRule: (limits) => limits.otpPerIp,
    issue: async (mobile, at) => ((await findCredentialsByMobile(db, mobile)) ? createMobileOtp(db, 'reset', mobile, at, config.otpTtlSeconds) : null),
  });

  app.post(
    '/auth/password/reset',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Set a new password with a reset OTP; signs out every session of the account',
        body: passwordResetBody,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const { mobile, otp, password } = request.body;
      const at = now();
      await consumeLimits(db, [
        { key: `reset:mobile:${mobile}`, rule: limits.passwordResetPerMobile },
        { key: `reset:ip:${request.ip}`, rule: limits.signinPerIp },
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
    },
  );
}
