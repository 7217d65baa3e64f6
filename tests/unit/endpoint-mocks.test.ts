// The screen tests' handlers are the contract's endpoints: every endpoint of a family has a handler made from its
// descriptor, and no handler of the family answers a path of the family that the contract does not describe.
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { accountsEndpoints } from '@contract/accounts-endpoints';
import { adminUsersEndpoints } from '@contract/admin-users-endpoints';
import { backOfficeOrderEndpoints } from '@contract/back-office-order-endpoints';
import { bannersEndpoints } from '@contract/banners-endpoints';
import { callCentreEndpoints } from '@contract/call-centre-endpoints';
import { careersEndpoints } from '@contract/careers-endpoints';
import { dealershipEndpoints } from '@contract/dealership-endpoints';
import { chatbotEndpoints } from '@contract/chatbot-endpoints';
import type { Endpoint } from '@contract/endpoint';
import { enquiryEndpoints, myEnquiryEndpoints } from '@contract/enquiries-endpoints';
import { feedbackEndpoints } from '@contract/feedback-endpoints';
import { leadsEndpoints } from '@contract/leads-endpoints';
import { mediaEndpoints } from '@contract/media-endpoints';
import { notificationsEndpoints } from '@contract/notifications-endpoints';
import { orderEndpoints } from '@contract/orders-endpoints';
import { partnersEndpoints } from '@contract/partners-endpoints';
import { passEndpoints } from '@contract/passes-endpoints';
import { referenceEndpoints } from '@contract/reference-endpoints';
import { productEndpoints } from '@contract/products-endpoints';
import { rewardsEndpoints } from '@contract/rewards-endpoints';
import { supportEndpoints } from '@contract/support-endpoints';
import { upgradeEndpoints } from '@contract/upgrades-endpoints';
import { backOfficeOrderHandlers } from '../mocks/handlers/back-office-orders';
import { bannerHandlers } from '../mocks/handlers/banners';
import { callCentreHandlers } from '../mocks/handlers/call-centre';
import { bookingHandlers } from '../mocks/handlers/bookings';
import { catalogueHandlers } from '../mocks/handlers/back-office-catalogue';
import { careerHandlers } from '../mocks/handlers/careers';
import { dealerHandlers } from '../mocks/handlers/dealership';
import { commonHandlers } from '../mocks/handlers/common';
import { enquiryHandlers } from '../mocks/handlers/enquiries';
import { feedbackHandlers } from '../mocks/handlers/feedback';
import { leadHandlers } from '../mocks/handlers/leads';
import { mediaHandlers } from '../mocks/handlers/media';
import { myEnquiryHandlers } from '../mocks/handlers/my-enquiries';
import { notificationHandlers } from '../mocks/handlers/notifications';
import { orderHandlers } from '../mocks/handlers/orders';
import { partnerHandlers } from '../mocks/handlers/partners';
import { passHandlers } from '../mocks/handlers/passes';
import { productHandlers } from '../mocks/handlers/products';
import { purchaseHandlers } from '../mocks/handlers/purchase';
import { rewardHandlers } from '../mocks/handlers/rewards';
import { supportHandlers } from '../mocks/handlers/support';
import { upgradeHandlers } from '../mocks/handlers/upgrades';
import { authHandlers } from '../mocks/handlers/auth';
import { consentHandlers } from '../mocks/handlers/consents';
import { customerHandlers } from '../mocks/handlers/customer';
import { userHandlers } from '../mocks/handlers/users';

type Family = {
  endpoints: Record<string, Pick<Endpoint, 'method' | 'path'>>;
  handlers: RequestHandler[];
  /** The paths that are the family's: a handler there must be one of its endpoints. */
  paths: RegExp;
};

const families: Record<string, Family> = {
  // The purchase is in the cart's handlers, the booking (POST /bookings) in the bookings handlers.
  orders: { endpoints: orderEndpoints, handlers: [...orderHandlers, ...purchaseHandlers(), ...bookingHandlers], paths: / \/api\/v1\/(orders|bookings)(\/|$)/ },
  // The vendor links under /admin/orders/:id are a family of their own (the partners' vendor links), not an order endpoint.
  'back-office orders': { endpoints: backOfficeOrderEndpoints, handlers: backOfficeOrderHandlers, paths: / \/api\/v1\/(back-office\/(orders|my-hubs)|admin\/orders)(\/|$)(?!.*vendor-links)/ },
  upgrades: { endpoints: upgradeEndpoints, handlers: upgradeHandlers, paths: / \/api\/v1\/upgrades(\/|$)/ },
  'call-centre': { endpoints: callCentreEndpoints, handlers: callCentreHandlers, paths: / \/api\/v1\/callcentre(\/|$)/ },
  // The upload is multipart (MEDIA_UPLOAD_PATH, POST), not a JSON descriptor: the family's paths leave it out.
  media: { endpoints: mediaEndpoints, handlers: mediaHandlers, paths: /^(GET|DELETE) \/api\/v1\/(back-office\/)?media(\/|$)/ },
  // The application (multipart) and the CV (a file) are plain paths (contract/career-rules.ts): the family's paths leave them out.
  careers: { endpoints: careersEndpoints, handlers: careerHandlers, paths: / \/api\/v1\/(admin\/)?(jobs|applications)(\/|$)(?!.*\/(applications|cv)$)/ },
  partners: { endpoints: partnersEndpoints, handlers: partnerHandlers, paths: / \/api\/v1\/(partners|vendor-actions|special-booking|admin\/(vendor-links|special-codes)|admin\/orders\/:id\/vendor-links)(\/|$)/ },
  feedback: { endpoints: feedbackEndpoints, handlers: feedbackHandlers, paths: / \/api\/v1\/(me\/|back-office\/)?feedback(\/|\.csv|$)/ },
  // The create form is multipart (BANNER_CREATE_PATH, POST), not a JSON descriptor: the family's paths leave it out.
  banners: { endpoints: bannersEndpoints, handlers: bannerHandlers, paths: /^(GET|PATCH|PUT) \/api\/v1\/(admin\/)?banners(\/|$)/ },
  // The reference lists and the chat widget's call share the common handlers.
  reference: { endpoints: referenceEndpoints, handlers: commonHandlers, paths: / \/api\/v1\/common(\/|$)/ },
  chatbot: { endpoints: chatbotEndpoints, handlers: commonHandlers, paths: / \/api\/v1\/chatbot(\/|$)/ },
  // The public catalogue, the back-office and dealer lists and the legacy calls at /api/products (the products'
  // reviews under /api/v1/products/:id/reviews are the reviews family's).
  products: { endpoints: productEndpoints, handlers: [...productHandlers, ...catalogueHandlers], paths: / \/api\/(v1\/(admin\/|dealer\/)?)?products(\/|$)(?!.*\/reviews(\/|$))|^POST \/api\/products\/:id\/reviews$/ },
  enquiries: { endpoints: enquiryEndpoints, handlers: enquiryHandlers, paths: / \/api\/v1\/(test-rides|notify|contact)(\/|$)/ },
  'my enquiries': { endpoints: myEnquiryEndpoints, handlers: myEnquiryHandlers, paths: / \/api\/v1\/me\/(test-rides|notify|contact)(\/|$)/ },
  rewards: { endpoints: rewardsEndpoints, handlers: rewardHandlers, paths: / \/api\/v1\/(rewards(\/|$)|orders\/:id\/spin$|admin\/(referrals|spins|spin-prizes)(\/|\.csv|$))/ },
  dealership: { endpoints: dealershipEndpoints, handlers: dealerHandlers(), paths: / \/api\/v1\/(admin\/)?dealer-applications(\/|\.csv|$)/ },
  leads: { endpoints: leadsEndpoints, handlers: leadHandlers(), paths: / \/api\/v1\/common\/lsq_booking_lead/ },
  // Raising a ticket (multipart) and the photos (files) are plain paths (contract/support-rules.ts): the family's paths leave them out.
  support: { endpoints: supportEndpoints, handlers: supportHandlers, paths: / \/api\/v1\/(support|admin\/support|admin\/service-dash)(\/|\.csv|$)(?!.*\/photos\/)/ },
  accounts: { endpoints: accountsEndpoints, handlers: [...authHandlers, ...customerHandlers, ...consentHandlers], paths: / \/api\/v1\/(auth|customer|me\/consents)(\/|$)/ },
  'admin users': { endpoints: adminUsersEndpoints, handlers: userHandlers, paths: / \/api\/v1\/users(\/|$)/ },
  // The pass of an order or a test ride sits under those paths; the hub's open-by-token under the back office.
  passes: { endpoints: passEndpoints, handlers: passHandlers, paths: / \/api\/v1\/(orders\/:id\/pass|me\/test-rides\/:id\/pass|back-office\/passes)(\/|$)/ },
  notifications: { endpoints: notificationsEndpoints, handlers: notificationHandlers, paths: / \/api\/v1\/me\/notifications(\/|$)/ },
};

const routesOf = (handlers: RequestHandler[]) =>
  handlers.map((h) => {
    const info = h.info as { method?: unknown; path?: unknown };
    return `${String(info.method)} ${String(info.path)}`;
  });

describe.each(Object.entries(families))('the %s mocks from the contract', (_family, { endpoints, handlers, paths }) => {
  const described = Object.values(endpoints).map((e) => `${e.method} ${e.path}`);

  it('have a handler for every endpoint the contract describes', () => {
    const mocked = new Set(routesOf(handlers));
    expect(described.filter((route) => !mocked.has(route))).toEqual([]);
  });

  it('answer no path of the family that the contract does not describe', () => {
    const handled = routesOf(handlers).filter((route) => paths.test(route));
    expect(handled.length).toBeGreaterThan(0);
    expect(handled.filter((route) => !described.includes(route))).toEqual([]);
  });
});
