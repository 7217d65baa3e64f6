import { otpBody, otpResponse, signinBody, userInfo } from '@contract/auth.js';
import { apiError, messageResponse } from '@contract/common.js';
import { currentUser } from '../auth/hook.js';
import { checkOtp, createOtp } from '../auth/otp.js';
import { verifyPassword } from '../auth/password.js';
import { consumeLimits } from '../auth/rate-limit.js';
import { issueSession, tokenHeaders, toUserInfo } from '../auth/session.js';
import type { App, Deps } from '../deps.js';
import { HttpError } from '../errors.js';
import { MSG } from '../messages.js';
import { SmsError } from '../sms.js';
import { deleteSession } from '../store/sessions.js';
import { findCredentialsByMobile, findUserById } from '../store/users.js';

const errors = { '4xx': apiError };
const tags = ['Auth'];

export function authRoutes(app: App, { db, config, sms, now }: Deps): void {
  const limits = config.rateLimits;

  app.post(
    '/auth/otp',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Send a sign-in OTP by SMS to a registered mobile',
        body: otpBody,
        response: { 200: otpResponse, ...errors },
      },
    },
    async (request) => {
      const { mobile } = request.body;
      const at = now();
      await consumeLimits(db, [
        { key: `otp:mobile:${mobile}`, rule: limits.otpPerMobile },
        { key: `otp:ip:${request.ip}`, rule: limits.otpPerIp },
      ], at);
      const account = await findCredentialsByMobile(db, mobile);
      if (!account) throw new HttpError(404, MSG.noAccount);
      const code = await createOtp(db, account.id, at, config.otpTtlSeconds);
      const minutes = Math.max(1, Math.round(config.otpTtlSeconds / 60));
      try {
        await sms.send(mobile, { kind: 'otp', code, minutes });
      } catch (error) {
        if (!(error instanceof SmsError)) throw error;
        throw new HttpError(503, MSG.smsUnavailable, undefined, { 'retry-after': '30' });
      }
      return { status: 'sent' as const, expiresInSeconds: config.otpTtlSeconds };
    },
  );

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
      await consumeLimits(db, [
        { key: `signin:mobile:${body.mobile}`, rule: limits.signinPerMobile },
        { key: `signin:ip:${request.ip}`, rule: limits.signinPerIp },
      ], at);
      const account = await findCredentialsByMobile(db, body.mobile);
      if (!account) throw new HttpError(401, MSG.noAccount);

      let token: string;
      if ('password' in body) {
        if (!(await verifyPassword(body.password, account.password_hash))) throw new HttpError(401, MSG.wrongPassword);
        token = await issueSession(db, account.id, at, config.tokenTtlHours);
      } else {
        // The attempt count must survive a wrong code, so only success is transactional work.
        const result = await db.transaction(async (tx) => {
          const check = await checkOtp(tx, account.id, body.otp, at, config.otpMaxAttempts);
          return check === 'ok' ? { check, token: await issueSession(tx, account.id, at, config.tokenTtlHours) } : { check };
        });
        if (result.check === 'locked') throw new HttpError(401, MSG.otpLocked);
        if (!result.token) throw new HttpError(401, MSG.wrongOtp);
        token = result.token;
      }

      const user = await findUserById(db, account.id);
      if (!user) throw new HttpError(401, MSG.noAccount);
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
}
