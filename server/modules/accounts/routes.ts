// Accounts: sign-in, sign-out, the password, registration, the companion app's link, the customer's account and
// profile, the marketing consent and the language of what we send. Every route is JSON and registered from its
// descriptor in contract/accounts-endpoints.ts; the rules and workflows are in service.ts.
import { accountsEndpointSchemas as schemas } from '@contract/accounts-endpoint-schemas.js';
import { accountsEndpoints as endpoints } from '@contract/accounts-endpoints.js';
import { currentUser } from '../../platform/auth/hook.js';
import { tokenHeaders } from '../../platform/auth/session.js';
import type { App, Deps } from '../../platform/deps.js';
import { endpointRoute } from '../../platform/endpoint-route.js';
import { requestLanguage, shownLanguage } from '../../platform/language.js';
import {
  appLinkSignIn,
  changePassword,
  customerAccount,
  marketingConsent,
  register,
  resetPassword,
  sendRegisterOtp,
  sendResetOtp,
  sendSigninOtp,
  setLanguage,
  setMarketingConsent,
  signIn,
  signOut,
  signOutEverywhere,
  updateProfile,
} from './service.js';

/** Under API_PREFIX. */
export function accountsRoutes(app: App, deps: Deps): void {
  const sent = () => ({ status: 'sent' as const, expiresInSeconds: deps.config.otpTtlSeconds });

  const authTags = ['Auth'];
  app.route({
    ...endpointRoute(endpoints.signinOtp, schemas.signinOtp, authTags),
    handler: async (request) => {
      await sendSigninOtp(deps, request, request.body.mobile);
      return sent();
    },
  });
  app.route({
    ...endpointRoute(endpoints.signin, schemas.signin, authTags),
    handler: async (request, reply) => {
      const { user, token } = await signIn(deps, request.ip, request.body);
      reply.headers(tokenHeaders(token));
      return user;
    },
  });
  app.route({
    ...endpointRoute(endpoints.signout, schemas.signout, authTags),
    handler: async (request) => signOut(deps, currentUser(request)),
  });
  app.route({
    ...endpointRoute(endpoints.signoutAll, schemas.signoutAll, authTags),
    handler: async (request) => signOutEverywhere(deps, currentUser(request)),
  });
  app.route({
    ...endpointRoute(endpoints.changePassword, schemas.changePassword, authTags),
    handler: async (request) => changePassword(deps, currentUser(request), request.body),
  });
  app.route({
    ...endpointRoute(endpoints.resetOtp, schemas.resetOtp, authTags),
    handler: async (request) => {
      await sendResetOtp(deps, request, request.body.mobile);
      return sent();
    },
  });
  app.route({
    ...endpointRoute(endpoints.resetPassword, schemas.resetPassword, authTags),
    handler: async (request) => resetPassword(deps, request.ip, request.body),
  });

  const customerTags = ['Customers'];
  app.route({
    ...endpointRoute(endpoints.registerOtp, schemas.registerOtp, customerTags),
    handler: async (request) => {
      await sendRegisterOtp(deps, request, request.body.mobile);
      return sent();
    },
  });
  app.route({
    ...endpointRoute(endpoints.register, schemas.register, customerTags),
    handler: async (request, reply) => {
      const result = await register(deps, request.ip, request.body, requestLanguage(request));
      if (result.status === 'duplicate') return result;
      reply.headers(tokenHeaders(result.token));
      return { status: result.status, user: result.user };
    },
  });
  app.route({
    ...endpointRoute(endpoints.appLink, schemas.appLink, customerTags),
    handler: async (request, reply) => {
      const { user, token } = await appLinkSignIn(deps, request.params.c_id, request.query);
      reply.headers(tokenHeaders(token));
      return { data: [user] };
    },
  });
  app.route({
    ...endpointRoute(endpoints.customer, schemas.customer, customerTags),
    handler: async (request) => ({ data: await customerAccount(deps, currentUser(request), request.params.id) }),
  });
  app.route({
    ...endpointRoute(endpoints.updateProfile, schemas.updateProfile, customerTags),
    handler: async (request) => updateProfile(deps, currentUser(request), request.body),
  });

  const meTags = ['Me'];
  app.route({
    ...endpointRoute(endpoints.marketingConsent, schemas.marketingConsent, meTags),
    handler: async (request) => ({ data: await marketingConsent(deps, currentUser(request).id, shownLanguage(request)) }),
  });
  app.route({
    ...endpointRoute(endpoints.setMarketingConsent, schemas.setMarketingConsent, meTags),
    handler: async (request) => setMarketingConsent(deps, currentUser(request).id, request.body.granted, shownLanguage(request)),
  });
  app.route({
    ...endpointRoute(endpoints.setLanguage, schemas.setLanguage, meTags),
    handler: async (request) => setLanguage(deps, currentUser(request).id, request.body.language),
  });
}
