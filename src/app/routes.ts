// The single source of every path (ARCHITECTURE "Routes"): the router, the prerender step, the
// sitemap and the server's 404 decision (through dist/routes.json) all read this table.
import { createElement, lazy, type ComponentType } from 'react';
import { CATEGORIES, articleFile, categorySlug } from '@/content/blog-categories';
import { BIKE_PATHS, paths } from '@contract/paths';
import { CONTENT_PAGES, pageFile } from '@/content/pages';
import { matchRoute } from '@contract/route-match';
import { FEATURE_STORIES_FILE, mayHaveStories } from '@/lib/feature-stories-slot';

export type Guard = 'public' | 'customer' | 'dealer' | 'callcentre' | 'admin';
/** The guards of staff screens: they get the back-office layout and sections. */
export const BACK_OFFICE_GUARDS = ['admin', 'dealer', 'callcentre'] as const;
export type BackOfficeGuard = (typeof BACK_OFFICE_GUARDS)[number];
type ScreenModule = { default: ComponentType };

// Every screen module of the public site and the customer portal, each its own lazy chunk. The key (the source file)
// lets the prerender step find the chunk in Vite's manifest and preload it. Staff screens are left out of this map,
// and so is even the name of their source files: staff() routes name only a path and a guard, and the staff-screens
// chunk, fetched on the first staff route, maps each path to its screen (src/app/staff-screens.ts). So the entry chunk
// that every public page loads does not grow with the back office. route() refuses a public screen missing from this
// map, and src/app/staff-screens.test.ts checks that the staff table and the staff() routes name the same paths.
const publicScreens = import.meta.glob<ScreenModule>([
  '/src/features/*/*-screen.tsx',
  '!/src/features/back-office-*/*',
  '!/src/features/admin-users/*',
  '!/src/features/call-centre/*',
  '!/src/features/banners/banner-dashboard-screen.tsx',
  '!/src/features/careers/{add-job,applicant-details}-screen.tsx',
  '!/src/features/feedback/{feedback-dash,customer-feedback}-screen.tsx',
  '!/src/features/dealership/dealer-{list,detail}-screen.tsx',
  '!/src/features/partners/{vendor-links,special-codes}-screen.tsx',
  '!/src/features/rewards/{refer-list,spin-wheel-list}-screen.tsx',
  '!/src/features/coupons/*',
  '!/src/features/offers/*',
  '!/src/features/support/desk-*-screen.tsx',
  '!/src/features/service-visits/{service-visit-list,service-visit-detail,hub-slots}-screen.tsx',
  '!/src/features/reviews/review-moderation-screen.tsx',
  '!/src/features/media/media-list-screen.tsx',
  '!/src/features/passes/scan-pass-screen.tsx',
]);

export type RouteEntry = {
  path: string;
  /** Source file of the screen, e.g. "src/features/home/home-screen.tsx". */
  file: string;
  load: () => Promise<ScreenModule>;
  /**
   * The screen: lazy until its chunk has arrived, then the module's component itself. main.tsx loads
   * the current route's chunk before hydrating, so the page hydrates in one pass: nothing suspends,
   * and no effect (such as the start-up loads) can change the store before the screen has hydrated.
   */
  screen: ComponentType;
  guard: Guard;
  /** Rendered to dist/<path>/index.html at build time (public pages without parameters). */
  prerender: boolean;
  /** For a parameterised route whose valid values are known at build time: the concrete paths
   * (async, so build-time data never lands in the client's entry chunk). */
  values?: () => Promise<string[]>;
  /** Kept out of search engines (sitemap, robots); every route with a guard other than 'public' is. */
  noindex: boolean;
  /** Extra source files whose chunks a concrete path needs (an article's Markdown), preloaded by the prerender step. */
  contentFiles?: (path: string) => string[];
  /**
   * Source files of lazy chunks a concrete path renders whose style sheets the prerender step inlines (so the
   * prerendered HTML is styled and nothing shifts) but whose scripts it does not preload: they load as the page
   * hydrates, and the first-load JavaScript does not grow (the feature stories of a model's sub-pages).
   */
  styleFiles?: (path: string) => string[];
  /** Last change of a concrete path's content, for the sitemap. */
  lastmod?: (path: string) => Promise<string | undefined>;
};

// A route's build-time facts (values, contentFiles, styleFiles, lastmod) are read only by the prerender step (the SSR
// build) and the tests: each is written under `import.meta.env.SSR || import.meta.env.MODE === 'test'`, which the
// browser build replaces by false, so the entry chunk every public page loads carries neither them nor what they import.
const blogIndex = () => import('@/content/blog');
const modelIds = Object.keys(BIKE_PATHS);
const categoryPaths = CATEGORIES.map((c) => paths.blogArticle.getHref(categorySlug(c)));
const slugOf = (path: string) => path.split('/').pop() ?? '';

/** A screen (lazy until its chunk has arrived, then the module's component itself) and its loader. */
function lazyScreen(load: () => Promise<ScreenModule>): Pick<RouteEntry, 'load' | 'screen'> {
  let loaded: ComponentType | undefined;
  const keep = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(keep);
  return { load: keep, screen: () => createElement(loaded ?? Lazy) };
}

function route(path: string, screenFile: string, options: Partial<Omit<RouteEntry, 'path' | 'file' | 'load' | 'screen'>> = {}): RouteEntry {
  const key = `/src/features/${screenFile}.tsx`;
  const load = publicScreens[key];
  if (!load) throw new Error(`Screen ${key} of route ${path} is missing from the public screen map`);
  // A signed-in screen is never for search engines: its noindex is the default.
  return { path, file: key.slice(1), ...lazyScreen(load), guard: 'public', prerender: false, noindex: (options.guard ?? 'public') !== 'public', ...options };
}

/** A back-office route: its screen's file is named by the staff chunk, so `file` stays empty (never prerendered). */
function staff(path: string, guard: BackOfficeGuard): RouteEntry {
  return { path, file: '', ...lazyScreen(() => import('./staff-screens').then((m) => m.loadStaffScreen(path))), guard, prerender: false, noindex: true };
}

export const routes: RouteEntry[] = [
  route(paths.home.path, 'home/home-screen', { prerender: true }),
  route(paths.electricBike.path, 'catalogue/electric-bike-screen', { prerender: true }),
  ...Object.values(BIKE_PATHS).map((path) => route(path, 'catalogue/model-screen', { prerender: true })),
  // The configurator and pricing pages of each model: their layout is prerendered, the API's price fills in.
  route(paths.product.path, 'catalogue/product-screen', { prerender: true, ...(import.meta.env.SSR || import.meta.env.MODE === 'test' ? { values: async () => modelIds.map((id) => paths.product.getHref(id)) } : {}) }),
  route(paths.productPricing.path, 'catalogue/pricing-screen', { prerender: true, ...(import.meta.env.SSR || import.meta.env.MODE === 'test' ? { values: async () => modelIds.map((id) => paths.productPricing.getHref(id)) } : {}) }),
  route(paths.comparison.path, 'catalogue/comparison-screen', { prerender: true }),
  route(paths.savings.path, 'catalogue/savings-screen', { prerender: true }),
  route(paths.book.path, 'booking/book-screen', { prerender: true }),
  route(paths.thankYouBooking.path, 'booking/booking-status-screen', { noindex: true }),
  route(paths.careers.path, 'careers/careers-screen', { prerender: true }),
  // Not prerendered: a job's text lives in the database and admins edit or close it at any time.
  route(paths.careerJob.path, 'careers/job-screen'),
  route(paths.careerThankYou.path, 'careers/career-thankyou-screen', { prerender: true, noindex: true }),
  staff(paths.addJob.path, 'admin'),
  staff(paths.applicantDetails.path, 'admin'),
  route(paths.privacyNotice.path, 'company/privacy-notice-screen', { prerender: true }),
  route(paths.ownersManual.path, 'owners-manual/owners-manual-screen', { prerender: true }),
  ...CONTENT_PAGES.map((p) =>
    route(p.path, 'company/company-page-screen', {
      prerender: true,
      ...(import.meta.env.SSR || import.meta.env.MODE === 'test' ? { contentFiles: () => [pageFile(p.slug)], styleFiles: () => (mayHaveStories(p.path) ? [FEATURE_STORIES_FILE] : []) } : {}),
    }),
  ),
  route(paths.blog.path, 'blog/blog-index-screen', { prerender: true, ...(import.meta.env.SSR || import.meta.env.MODE === 'test' ? { lastmod: async () => (await blogIndex()).allArticles[0]?.date } : {}) }),
  route(paths.blogArticle.path, 'blog/blog-slug-screen', {
    prerender: true,
    ...(import.meta.env.SSR || import.meta.env.MODE === 'test'
      ? {
          values: async () => [...categoryPaths, ...(await blogIndex()).allArticles.map((a) => paths.blogArticle.getHref(a.slug))],
          contentFiles: (path: string) => (categoryPaths.includes(path) ? ['src/features/blog/blog-index.tsx'] : [articleFile(slugOf(path))]),
          lastmod: async (path: string) => (await blogIndex()).findArticle(slugOf(path))?.date,
        }
      : {}),
  }),
  // SPEC §2's optional categoryName: the article again, its side column highlighting that category. Not prerendered nor
  // in the sitemap (six copies of every article); its canonical link is the article's own address.
  route(paths.blogArticleInCategory.path, 'blog/blog-slug-screen', { noindex: true }),
  route(paths.signin.path, 'accounts/signin-screen', { noindex: true }),
  route(paths.register.path, 'accounts/register-screen', { noindex: true }),
  route(paths.resetPassword.path, 'accounts/reset-password-screen', { noindex: true }),
  route(paths.profile.path, 'accounts/profile-screen', { guard: 'customer' }),
  route(paths.serviceBooking.path, 'service-visits/service-booking-screen', { guard: 'customer' }),
  route(paths.reviewOrder.path, 'reviews/review-screen', { guard: 'customer' }),
  staff(paths.reviewModeration.path, 'admin'),
  staff(paths.userList.path, 'admin'),
  staff(paths.userEdit.path, 'admin'),
  staff(paths.erasureRequests.path, 'admin'),
  staff(paths.orderList.path, 'admin'),
  staff(paths.orderDetail.path, 'admin'),
  staff(paths.adminCancelOrder.path, 'admin'),
  staff(paths.dealerOrderList.path, 'dealer'),
  staff(paths.dealerOrderDetail.path, 'dealer'),
  staff(paths.scanPass.path, 'dealer'),
  staff(paths.upgradeOrderList.path, 'admin'),
  staff(paths.upgradeOrderDetail.path, 'admin'),
  staff(paths.dealerUpgradeOrderList.path, 'dealer'),
  staff(paths.dealerUpgradeOrderDetail.path, 'dealer'),
  staff(paths.productList.path, 'admin'),
  staff(paths.productListPage.path, 'admin'),
  staff(paths.mediaList.path, 'admin'),
  staff(paths.productCreate.path, 'admin'),
  staff(paths.productEdit.path, 'admin'),
  staff(paths.dealerProductList.path, 'dealer'),
  staff(paths.testRideList.path, 'admin'),
  staff(paths.testRideDetail.path, 'admin'),
  staff(paths.dealerTestRideList.path, 'dealer'),
  staff(paths.dealerTestRideDetail.path, 'dealer'),
  // Service visits: dealers see their hubs' (the server scopes), admins every hub's, on the same screens.
  staff(paths.serviceVisitList.path, 'dealer'),
  staff(paths.serviceVisitDetail.path, 'dealer'),
  staff(paths.hubSlots.path, 'dealer'),
  staff(paths.notifyList.path, 'admin'),
  staff(paths.notifyDetail.path, 'admin'),
  staff(paths.contactList.path, 'admin'),
  staff(paths.contactDetail.path, 'admin'),
  // Reached from the SMS link or signed in; the form needs the link or the record, so nothing to prerender.
  route(paths.feedbackHub.path, 'feedback/feedback-hub-screen', { noindex: true }),
  staff(paths.feedbackDash.path, 'admin'),
  staff(paths.customerFeedback.path, 'dealer'),
  staff(paths.bannerDashboard.path, 'admin'),
  staff(paths.dashboard.path, 'dealer'),
  staff(paths.ccSupport.path, 'callcentre'),
  staff(paths.upgradeCcSupport.path, 'callcentre'),
  route(paths.testRide.path, 'enquiries/test-ride-screen', { prerender: true }),
  route(paths.rv400TestRide.path, 'enquiries/test-ride-screen', { prerender: true }),
  route(paths.notifyMe.path, 'enquiries/notify-me-screen', { prerender: true }),
  route(paths.contactUs.path, 'enquiries/contact-us-screen', { prerender: true }),
  route(paths.locateDealer.path, 'enquiries/locate-dealer-screen', { prerender: true }),
  // The legacy map path is the same screen: kept out of search engines, its canonical is /locate-dealer.
  route(paths.revoltMap.path, 'enquiries/locate-dealer-screen', { noindex: true }),
  route(paths.thankYouRide.path, 'enquiries/thank-you-screen', { noindex: true }),
  route(paths.thankYouNotify.path, 'enquiries/thank-you-screen', { noindex: true }),
  route(paths.thankYouContact.path, 'enquiries/thank-you-screen', { noindex: true }),
  route(paths.becomeDealer.path, 'dealership/become-dealer-screen', { prerender: true }),
  route(paths.thankYouDealer.path, 'dealership/thank-you-dealer-screen', { noindex: true }),
  staff(paths.becomeDealerList.path, 'admin'),
  staff(paths.vendorLinks.path, 'admin'),
  staff(paths.specialAccessCodes.path, 'admin'),
  staff(paths.becomeDealerDetail.path, 'admin'),
  route(paths.partnerBooking.path, 'partners/partner-booking-screen', { noindex: true }),
  route(paths.vendorBookingAction.path, 'partners/vendor-booking-action-screen', { noindex: true }),
  route(paths.thankYou.path, 'campaign/thank-you-screen', { noindex: true }),
  route(paths.newProduct.path, 'campaign/new-product-screen', { noindex: true }),
  route(paths.newPlaceOrder.path, 'campaign/new-place-order-screen', { noindex: true }),
  route(paths.userDashboard.path, 'orders/user-dashboard-screen', { guard: 'customer' }),
  route(paths.referAndEarn.path, 'rewards/refer-and-earn-screen', { prerender: true }),
  route(paths.userReferral.path, 'rewards/user-referral-screen', { guard: 'customer' }),
  route(paths.redeemRewards.path, 'rewards/redeem-rewards-screen', { guard: 'customer' }),
  staff(paths.referList.path, 'admin'),
  staff(paths.spinWheelList.path, 'admin'),
  staff(paths.couponList.path, 'admin'),
  staff(paths.couponNew.path, 'admin'),
  staff(paths.couponEdit.path, 'admin'),
  staff(paths.sendOffers.path, 'admin'),
  route(paths.userBooking.path, 'orders/user-bookings-screen', { guard: 'customer' }),
  route(paths.cancelBookingChoose.path, 'orders/cancel-choose-screen', { guard: 'customer' }),
  // One order's screens also open for a guest holding this tab's booking key or a look-up session (the API decides; 404 otherwise).
  route(paths.bookingDetail.path, 'orders/booking-detail-screen', { noindex: true }),
  // A guest reaches their order's pass as they reach the order (the tab's booking key or look-up session).
  route(paths.orderPass.path, 'passes/booking-pass-screen', { noindex: true }),
  route(paths.testRidePass.path, 'passes/booking-pass-screen', { guard: 'customer' }),
  route(paths.bookingUpdates.path, 'orders/booking-updates-screen', { noindex: true }),
  route(paths.editBooking.path, 'orders/edit-booking-screen', { noindex: true }),
  route(paths.cancelBooking.path, 'orders/cancel-booking-screen', { noindex: true }),
  route(paths.thankYouCancel.path, 'orders/thank-you-cancel-screen', { noindex: true }),
  route(paths.findBooking.path, 'orders/find-booking-screen', { noindex: true }),
  route(paths.shipping.path, 'orders/purchase-shipping-screen', { guard: 'customer' }),
  route(paths.payment.path, 'orders/purchase-payment-screen', { guard: 'customer' }),
  route(paths.placeOrder.path, 'orders/purchase-place-order-screen', { guard: 'customer' }),
  route(paths.placeOrderResume.path, 'orders/purchase-resume-screen', { guard: 'customer' }),
  route(paths.order.path, 'orders/purchase-order-screen', { guard: 'customer' }),
  route(paths.cashOrder.path, 'orders/purchase-cash-order-screen', { guard: 'customer' }),
  route(paths.orderHistory.path, 'orders/purchase-history-screen', { guard: 'customer' }),
  // The upgrade programme: every screen needs the signed-in owner (the chassis is checked against their verified mobile).
  route(paths.upgradeProduct.path, 'upgrades/upgrade-product-screen', { guard: 'customer' }),
  route(paths.upgradePlaceOrder.path, 'upgrades/upgrade-place-order-screen', { guard: 'customer' }),
  route(paths.upgradePayment.path, 'upgrades/upgrade-payment-screen', { guard: 'customer' }),
  // No guard: the owner of an assisted upgrade opens it from the SMS link without an account (the key reads this order only).
  route(paths.upgradeOrder.path, 'upgrades/upgrade-order-screen', { noindex: true }),
  route(paths.upgradeThankYou.path, 'upgrades/upgrade-thank-you-screen', { guard: 'customer' }),
  route(paths.upgradeBookings.path, 'upgrades/upgrade-bookings-screen', { guard: 'customer' }),
  route(paths.upgradeBookingDetail.path, 'upgrades/upgrade-booking-detail-screen', { guard: 'customer' }),
  route(paths.cancelUpgradeChoose.path, 'upgrades/cancel-upgrade-choose-screen', { guard: 'customer' }),
  route(paths.cancelUpgrade.path, 'upgrades/cancel-upgrade-screen', { guard: 'customer' }),
  route(paths.userTestRide.path, 'my-enquiries/my-test-rides-screen', { guard: 'customer' }),
  route(paths.userNotify.path, 'my-enquiries/my-notify-screen', { guard: 'customer' }),
  route(paths.userContactUs.path, 'my-enquiries/my-contact-screen', { guard: 'customer' }),
  route(paths.supportRaise.path, 'support/raise-ticket-screen', { noindex: true }),
  route(paths.userSupport.path, 'support/my-tickets-screen', { guard: 'customer' }),
  route(paths.userSupportTicket.path, 'support/my-ticket-screen', { guard: 'customer' }),
  staff(paths.support.path, 'admin'),
  staff(paths.supportTicket.path, 'admin'),
  staff(paths.serviceDash.path, 'admin'),
  staff(paths.serviceDashHub.path, 'admin'),
];

/** SPEC §2 redirects; `:id` is carried over. */
export const redirects: { from: string; to: string }[] = [
  { from: '/bookingdetail/:id', to: '/booking-detail/:id' },
  { from: '/upgradebookingdetail/:id', to: '/upgrade-booking-detail/:id' },
  { from: '/notifyme', to: '/notify-me' },
  { from: '/becomedealer', to: '/become-dealer' },
  // Old or mistyped addresses still linked from outside (issue 25, validators: no soft 404).
  { from: '/electric-bikes', to: '/electric-bike' },
  // SPEC §2 lists /blob (the old site's misspelt blog address): it moves to /blog.
  { from: paths.blob.path, to: paths.blog.path },
];

// A path the table does not know may be the hidden special-customer page, whose path is server configuration
// (SPECIAL_BOOKING_PATH, SPEC §2 "path not shown"): that screen asks the API, and shows the not-found page otherwise.
export const notFoundRoute = route('*', 'partners/special-booking-screen', { noindex: true });
export const notAllowedRoute = route('', 'errors/not-allowed-screen');

/** The route whose pattern matches (a parameterised route's screen handles values it does not know). */
export function findRoute(pathname: string): RouteEntry | undefined {
  return routes.find((r) => matchRoute(r.path, pathname));
}
