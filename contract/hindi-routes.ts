// The pages of the Hindi site (/hi/...): the route patterns of src/app/routes.ts whose screens have Hindi catalogues.
// The Hindi build serves these and prerenders the public ones; any other path under /hi goes to its English page
// (src/app/app.tsx, server/spa.ts). Here in the contract because the server reads it too (where the payment gateway
// sends a Hindi booking back, server/platform/payments/return-path.ts). Of a pattern whose parameter the Hindi site
// has only some values of (the blog's), src/lib/i18n/hindi-routes.ts says which (inHindi). The English site reads this
// list only in lazy chunks (the head's hreflang links) and at build time, so it costs an English page's first load
// nothing. The back office stays English (issue 29). No zod here (the SPA imports this file at run time).
import { BIKE_PATHS, FEATURE_PAGE_PATHS, paths } from './paths.js';
import { matchRoute } from './route-match.js';

export const HINDI_ROUTES: readonly string[] = [
  paths.home.path,
  // The bikes
  paths.electricBike.path,
  ...Object.values(BIKE_PATHS),
  // The models' feature pages (/rv400/charging ...) and the app pages (/ai-enabled, /revolt-alexa), read from their
  // Hindi versions (src/content/pages-hi).
  ...Object.values(FEATURE_PAGE_PATHS),
  // Prices
  paths.product.path,
  paths.productPricing.path,
  paths.comparison.path,
  paths.savings.path,
  // Enquiries: test rides, notify me, contact us, the hub locator and their thank-you pages.
  paths.testRide.path,
  paths.rv400TestRide.path,
  paths.notifyMe.path,
  paths.contactUs.path,
  paths.locateDealer.path,
  paths.thankYouRide.path,
  paths.thankYouNotify.path,
  paths.thankYouContact.path,
  // The public dealership pages (the back office's dealer screens stay English).
  paths.becomeDealer.path,
  paths.thankYouDealer.path,
  // Rev Club's public refer-and-earn page.
  paths.referAndEarn.path,
  // The public careers pages (the back office's careers screens stay English).
  paths.careers.path,
  paths.careerJob.path,
  paths.careerThankYou.path,
  // Sign-in, sign-up and the password reset (features/accounts).
  paths.signin.path,
  paths.register.path,
  paths.resetPassword.path,
  // The profile.
  paths.profile.path,
  // The customer's portal (features/orders): dashboard, bookings, a booking with its timeline, changing and cancelling it.
  paths.userDashboard.path,
  paths.userBooking.path,
  paths.bookingDetail.path,
  paths.editBooking.path,
  paths.bookingUpdates.path,
  paths.findBooking.path,
  paths.cancelBookingChoose.path,
  paths.cancelBooking.path,
  paths.thankYouCancel.path,
  // The passes (features/passes): a paid booking's and a coming test ride's, the slot worded in Hindi (lib/slot-format).
  paths.orderPass.path,
  paths.testRidePass.path,
  // The blog: its index, its category pages and the Hindi articles (src/content/blog-hi; see HINDI_VALUES).
  paths.blog.path,
  paths.blogArticle.path,
  paths.blogArticleInCategory.path,
  // "About us", read from its Hindi version (src/content/pages-hi/about-us.md).
  paths.companyPage.getHref('about-us'),
  // Support: raising a ticket, my tickets and one ticket (the back office's desk stays English).
  paths.supportRaise.path,
  paths.userSupport.path,
  paths.userSupportTicket.path,
  // The booking journey: the form, and the thank-you page the payment gateway returns a booking to.
  paths.book.path,
  paths.thankYouBooking.path,
];

/** The Hindi pattern a path (without /hi) matches, if any; whether that value has a Hindi page is inHindi's question. */
export function hindiPattern(pathname: string): string | undefined {
  return HINDI_ROUTES.find((pattern) => matchRoute(pattern, pathname));
}
