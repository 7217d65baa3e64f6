// @vitest-environment node
// The server registers every endpoint the contract describes, at its method and path, behind its access level: the
// level each route declares (read as the routes are added) is the descriptor's, and nobody signed in is refused (401)
// exactly where the descriptor is not public.
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backOfficeDashboardEndpoints } from '@contract/back-office-dashboard-endpoints.js';
import { accountsEndpoints } from '@contract/accounts-endpoints.js';
import { adminUsersEndpoints } from '@contract/admin-users-endpoints.js';
import { backOfficeOrderEndpoints } from '@contract/back-office-order-endpoints.js';
import { bannersEndpoints } from '@contract/banners-endpoints.js';
import { callCentreEndpoints } from '@contract/call-centre-endpoints.js';
import { careersEndpoints } from '@contract/careers-endpoints.js';
import { chatbotEndpoints } from '@contract/chatbot-endpoints.js';
import { couponEndpoints } from '@contract/coupons-endpoints.js';
import { dealershipEndpoints } from '@contract/dealership-endpoints.js';
import { pathOf, type Endpoint } from '@contract/endpoint.js';
import { backOfficeEnquiryEndpoints, enquiryEndpoints, myEnquiryEndpoints } from '@contract/enquiries-endpoints.js';
import { feedbackEndpoints } from '@contract/feedback-endpoints.js';
import { leadsEndpoints } from '@contract/leads-endpoints.js';
import { notificationsEndpoints } from '@contract/notifications-endpoints.js';
import { offersEndpoints } from '@contract/offers-endpoints.js';
import { orderEndpoints } from '@contract/orders-endpoints.js';
import { partnersEndpoints } from '@contract/partners-endpoints.js';
import { passEndpoints } from '@contract/passes-endpoints.js';
import { privacyEndpoints } from '@contract/privacy-endpoints.js';
import { productEndpoints } from '@contract/products-endpoints.js';
import { referenceEndpoints } from '@contract/reference-endpoints.js';
import { hubCapacityEndpoints, serviceVisitEndpoints } from '@contract/service-visits-endpoints.js';
import { reviewEndpoints } from '@contract/reviews-endpoints.js';
import { rewardsEndpoints } from '@contract/rewards-endpoints.js';
import { supportEndpoints } from '@contract/support-endpoints.js';
import { upgradeEndpoints } from '@contract/upgrades-endpoints.js';
import { buildApp } from './app.js';
import type { App } from './platform/deps.js';
import { MSG } from './platform/messages.js';
import { createTestContext, type TestContext } from './test-helpers.js';

const families: Record<string, Record<string, Endpoint<unknown, unknown, unknown, unknown>>> = {
  orders: orderEndpoints,
  'back-office orders': backOfficeOrderEndpoints,
  upgrades: upgradeEndpoints,
  'call-centre': callCentreEndpoints,
  'service visits': serviceVisitEndpoints,
  coupons: couponEndpoints,
  reviews: reviewEndpoints,
  'hub capacities': hubCapacityEndpoints,
  products: productEndpoints,
  careers: careersEndpoints,
  partners: partnersEndpoints,
  feedback: feedbackEndpoints,
  banners: bannersEndpoints,
  rewards: rewardsEndpoints,
  dealership: dealershipEndpoints,
  leads: leadsEndpoints,
  'back-office dashboard': backOfficeDashboardEndpoints,
  reference: referenceEndpoints,
  chatbot: chatbotEndpoints,
  support: supportEndpoints,
  enquiries: enquiryEndpoints,
  'my enquiries': myEnquiryEndpoints,
  'back-office enquiries': backOfficeEnquiryEndpoints,
  accounts: accountsEndpoints,
  'admin users': adminUsersEndpoints,
  privacy: privacyEndpoints,
  passes: passEndpoints,
  notifications: notificationsEndpoints,
  offers: offersEndpoints,
};

let ctx: TestContext;
let app: App;
const levels = new Map<string, unknown>();
beforeAll(async () => {
  ctx = await createTestContext();
  app = buildApp({ db: ctx.db, config: ctx.config });
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) levels.set(`${method} ${route.url}`, route.config?.auth);
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

describe.each(Object.entries(families))('the %s endpoints of the contract', (_family, endpoints) => {
  it.each(Object.entries(endpoints))('%s is a route of the server at its path, with its access level', (_name, e) => {
    expect(app.hasRoute({ method: e.method, url: e.path })).toBe(true);
    expect(levels.get(`${e.method} ${e.path}`)).toBe(e.access);
  });

  it('refuses nobody signed in exactly where the contract says the endpoint is not public', async () => {
    for (const e of Object.values(endpoints)) {
      // Every path parameter filled in (:id, :subject, :slug): the access check comes before any lookup.
      const params = Object.fromEntries([...e.path.matchAll(/:(\w+)/g)].map(([, name]) => [name, name === 'subject' ? 'order' : 1]));
      const res = await app.inject({ method: e.method, url: pathOf(e, params), payload: e.method === 'GET' ? undefined : {} });
      // The app link refuses a link that is not signed with a 401 of its own message, not the hook's.
      const ownRefusal = res.statusCode === 401 && (res.json() as { message?: string }).message === MSG.appLinkInvalid;
      if (e.access === 'public') expect(ownRefusal ? 'the endpoint\'s own refusal' : res.statusCode, `${e.method} ${e.path}`).not.toBe(401);
      else expect(res.statusCode, `${e.method} ${e.path}`).toBe(401);
    }
  });
});
