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
import { verifyAppLink } from '../auth/app-link.js';
import { currentUser } from '../auth/hook.js';
import { hashPassword } from '../auth/password.js';
import { issueSession, tokenHeaders, toUserInfo } from '../auth/session.js';
import type { App, Deps } from '../deps.js';
import { HttpError, isUniqueViolation } from '../errors.js';
import { MSG } from '../messages.js';
import { findUserById, insertUser, isEmailTakenByOther, isMobileOrEmailTaken, updateProfile } from '../store/users.js';
import { checkedPlace } from './lookups.js';

const errors = { '4xx': apiError };
const tags = ['Customers'];
const duplicate = { status: 'duplicate' as const, message: MSG.duplicate };

export function customerRoutes(app: App, { db, config, now }: Deps): void {
  app.post(
    '/customer/register',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Register a customer account and sign in',
        body: registerBody,
        response: { 200: registerResponse, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const { pincode: hubPincode } = await checkedPlace(db, { state: body.state, city: body.city, area: body.area });
      if (await isMobileOrEmailTaken(db, body.mobile, body.email)) return duplicate;
      const passwordHash = await hashPassword(body.password);
      const at = now();
      let created: { id: number; token: string };
      try {
        created = await db.transaction(async (tx) => {
          const id = await insertUser(tx, {
            name: body.name,
            mobile: body.mobile,
            email: body.email,
            passwordHash,
            userType: 'customer',
            isAdmin: false,
            isSeller: false,
            isDealer: false,
            state: body.state,
            city: body.city,
            area: body.area,
            pincode: body.pincode ?? hubPincode,
            incentive: 0,
          }, at);
          return { id, token: await issueSession(tx, id, at, config.tokenTtlHours) };
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
        summary: 'Sign in from a signed app link',
        params: customerInfoParams,
        querystring: customerInfoQuery,
        response: { 200: customerInfoResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { c_id: cId } = request.params;
      const { exp, sig } = request.query;
      const at = now();
      if (!/^[1-9]\d{0,9}$/.test(cId) || !verifyAppLink(config.appLinkSecret, cId, exp, sig, at)) {
        throw new HttpError(401, MSG.appLinkInvalid);
      }
      const user = await findUserById(db, Number(cId));
      // App links never open back-office sessions: an admin signs in with a password or OTP.
      if (!user || user.isAdmin) throw new HttpError(401, MSG.appLinkInvalid);
      const token = await issueSession(db, user.id, at, config.tokenTtlHours);
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
      const body = request.body;
      await checkedPlace(db, { state: body.state, city: body.city, area: body.area });
      if (await isEmailTakenByOther(db, body.email, me.id)) throw new HttpError(409, MSG.emailTaken);
      try {
        await updateProfile(db, me.id, body, now());
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, MSG.emailTaken);
        throw error;
      }
      const user = await findUserById(db, me.id);
      if (!user) throw new HttpError(404, MSG.customerNotFound);
      return { status: 1 as const, message: MSG.profileUpdated, user };
    },
  );
}
