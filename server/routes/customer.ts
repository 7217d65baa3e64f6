import {
  customerInfoParams,
  customerInfoQuery,
  customerInfoResponse,
  customerResponse,
  profileBody,
  profileResponse,
  registerBody,
  registerResponse,
} from '@contract/auth.js';
import { apiError, idParams } from '@contract/common.js';
import { MARKETING_CONSENT_TEXT } from '@contract/consent-rules.js';
import { verifyAppLink } from '../auth/app-link.js';
import { currentUser } from '../auth/hook.js';
import { checkMobileOtp, createMobileOtp } from '../auth/otp.js';
import { consumeLimits } from '../auth/rate-limit.js';
import { issueSession, tokenHeaders, toUserInfo } from '../auth/session.js';
import type { App, Deps } from '../deps.js';
import { HttpError, fieldError, isUniqueViolation } from '../errors.js';
import { MSG } from '../messages.js';
import { recordConsent } from '../store/consents.js';
import { useAppLinkNonce } from '../store/sessions.js';
import { findUserById, insertUser, isEmailTakenByOther, isMobileTaken, updateProfile } from '../store/users.js';
import { otpRefusal, otpRoute } from './otp-route.js';
import { checkedPlace } from '../modules/reference/service.js';

const errors = { '4xx': apiError, 503: apiError };
const tags = ['Customers'];
const duplicate = { status: 'duplicate' as const, message: MSG.duplicate };

export function customerRoutes(app: App, deps: Deps): void {
  const { db, config, now } = deps;
  const limits = config.rateLimits;

  otpRoute(app, deps, {
    path: '/customer/register/otp',
    tags,
    summary: 'Registration step 1: send an OTP to the mobile to be registered',
    limitKey: 'register-otp',
    ipRule: (rules) => rules.registerPerIp,
    // Sent whether or not the mobile is registered: only its owner learns that, at step 2.
    issue: (mobile, at) => createMobileOtp(db, 'register', mobile, at, config.otpTtlSeconds),
  });

  app.post(
    '/customer/register',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Registration step 2: create the customer account (mobile, the OTP sent to it, a name) and sign in',
        body: registerBody,
        response: { 200: registerResponse, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const at = now();
      await consumeLimits(db, [
        { key: `register:mobile:${body.mobile}`, rule: limits.registerPerMobile },
        { key: `register:ip:${request.ip}`, rule: limits.registerPerIp },
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
          }, at);
          if (body.marketing_consent) await recordConsent(tx, { userId: id, mobile: body.mobile, purpose: 'marketing', granted: true, text: MARKETING_CONSENT_TEXT, source: 'register' }, at);
          return { id, token: await issueSession(tx, id, at, config) };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return duplicate; // lost a race with an identical registration
        throw error;
      }
      const user = await findUserById(db, created.id);
      if (!user) throw new Error('registered user vanished');
      reply.headers(tokenHeaders(created.token));
      return { status: 'success' as const, user: toUserInfo(user, created.token) };
    },
  );

  app.get(
    '/customer/info/:c_id',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Sign in from a signed, single-use app link (customers only)',
        params: customerInfoParams,
        querystring: customerInfoQuery,
        response: { 200: customerInfoResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { c_id: cId } = request.params;
      const at = now();
      const expires = /^[1-9]\d{0,9}$/.test(cId) ? verifyAppLink(config.appLinkSecret, cId, request.query, at) : null;
      if (!expires || !request.query.nonce) throw new HttpError(401, MSG.appLinkInvalid);
      const user = await findUserById(db, Number(cId));
      // App links open customer sessions only: dealers and admins sign in with a password or OTP.
      if (!user || user.isAdmin || user.isDealer || user.isSeller || user.user_type !== 'customer') {
        throw new HttpError(401, MSG.appLinkInvalid);
      }
      if (!(await useAppLinkNonce(db, request.query.nonce, expires, at))) throw new HttpError(401, MSG.appLinkInvalid);
      const token = await issueSession(db, user.id, at, config);
      reply.headers(tokenHeaders(token));
      return { data: [toUserInfo(user, token)] };
    },
  );

  app.get(
    '/customer/:id',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: "A customer's account (their own, or any for an admin)",
        params: idParams,
        response: { 200: customerResponse, ...errors },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const { id } = request.params;
      if (id !== me.id && !me.isAdmin) throw new HttpError(403, MSG.forbidden);
      const user = await findUserById(db, id);
      if (!user) throw new HttpError(404, MSG.customerNotFound);
      return { data: user };
    },
  );

  app.post(
    '/customer/profile',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: "Update the signed-in customer's profile",
        body: profileBody,
        response: { 200: profileResponse, ...errors },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const { name, email, state, city, area, pincode } = request.body;
      // The contract lets a place through whole or not at all; its pincode defaults to the area's.
      let place: { state: string; city: string; area: string; pincode: string } | undefined;
      if (state && city && area) {
        const checked = await checkedPlace(db, { state, city, area });
        place = { state, city, area, pincode: pincode ?? checked.pincode };
      }
      // A generic field error: the answer must not confirm that another account uses the address.
      if (email && (await isEmailTakenByOther(db, email, me.id))) throw fieldError('email', MSG.emailUnavailable);
      try {
        await updateProfile(db, me.id, { name, email, place }, now());
      } catch (error) {
        if (isUniqueViolation(error)) throw fieldError('email', MSG.emailUnavailable);
        throw error;
      }
      const user = await findUserById(db, me.id);
      if (!user) throw new HttpError(404, MSG.customerNotFound);
      return { status: 1 as const, message: MSG.profileUpdated, user };
    },
  );
}
