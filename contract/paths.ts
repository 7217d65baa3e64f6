// Every URL of the SPA comes from here: screens build links with getHref, the routes table uses path,
// and the server builds the SPA links it sends (redirects, pages) from it too. No dependencies and no
// React, so both programs import it at run time.

/** The model pages' paths, kept apart from the bike data so the routes table (in every page's first load) does not carry every specification. */
export const BIKE_PATHS = {
  rv1: '/rv1',
  'rv1-plus': '/rv1Plus',
  'rv-blazex': '/rv-blazex',
  rv400: '/rv400',
  'rv400-brz': '/rv400-brz',
} as const;

/** Product feature and app pages (Markdown, content/pages FEATURE_PAGES) by slug: their paths differ from their slugs. */
export const FEATURE_PAGE_PATHS = {
  'rv400-charging': '/rv400/charging',
  'rv400-comfort': '/rv400/comfort',
  'rv400-aesthetic': '/rv400/aesthetic',
  'rv400-safety': '/rv400/safety',
  'rv400-brz-aesthetic': '/rv400-brz/aesthetic',
  'rv400-brz-comfort': '/rv400-brz/comfort',
  'ai-enabled': '/ai-enabled',
  'revolt-alexa': '/revolt-alexa',
} as const;

/** A path without parameters: its link is the path itself. */
const fixed = <P extends string>(path: P) => ({ path, getHref: (): P => path });
/** A path with one `:id`: its link puts the id in its place. */
const byId = (path: `${string}:id${string}`) => ({ path, getHref: (id: number | string) => path.replace(':id', String(id)) });

export const paths = {
  home: fixed('/'),
  signin: {
    path: '/signin',
    getHref: (redirect?: string) => (redirect ? `/signin?redirect=${encodeURIComponent(redirect)}` : '/signin'),
  },
  register: {
    path: '/register',
    getHref: (redirect?: string) => (redirect ? `/register?redirect=${encodeURIComponent(redirect)}` : '/register'),
  },
  /** Forgotten password: a code to the mobile, then a new password (public). */
  resetPassword: fixed('/reset-password'),
  profile: fixed('/profile'),
  /** The customer portal (SPEC §2 "Account and orders"). */
  userDashboard: fixed('/userdashboard'),
  userBooking: fixed('/userbooking'),
  userTestRide: fixed('/usertestride'),
  /** Service visits (owners of delivered bikes): book one for a bike (`?bike=` its order id). */
  serviceBooking: { path: '/book-service', getHref: (bike?: number) => (bike ? `/book-service?bike=${bike}` : '/book-service') },
  /** The owner's review of the bike of a delivered order (write or edit). */
  reviewOrder: { path: '/review/:orderId', getHref: (orderId: number | string) => `/review/${orderId}` },
  /** Admin: reviews waiting for moderation, published and hidden. */
  reviewModeration: { path: '/reviewlist', getHref: (state?: string) => (state ? `/reviewlist?state=${encodeURIComponent(state)}` : '/reviewlist') },
  userList: fixed('/userlist'),
  /** Feedback after a test ride or a delivery: the SMS link (link, exp, sig) or, signed in, my own record (subject, id). */
  feedbackHub: {
    path: '/feedback-hub',
    getHref: (access?: { link: number; exp: number; sig: string } | { subject: string; id: number }) =>
      access
        ? `/feedback-hub?${new URLSearchParams(Object.entries(access).map(([k, v]): [string, string] => [k, String(v)])).toString()}`
        : '/feedback-hub',
  },
  /** Admin: NPS and feedback of every hub. */
  feedbackDash: fixed('/feedback-dash'),
  /** Dealer: the same for their own hubs. */
  customerFeedback: fixed('/customer-feedback'),
  /** Admin: the home page's banners. */
  bannerDashboard: fixed('/banner-dashboard'),
  userEdit: byId('/user/:id/edit'),
  /** Back-office orders (issue 12): admins see every hub, dealers their own hubs. */
  orderList: fixed('/orderlist'),
  orderDetail: byId('/orderdetail/:id'),
  /** Cancel an order on the customer's behalf (admin). */
  adminCancelOrder: byId('/cancelbooking/:id'),
  dealerOrderList: fixed('/orderlist/dealer'),
  dealerOrderDetail: byId('/orderdetail/dealer/:id'),
  /** The back-office catalogue (admin): page 1 at /productlist, page n at /productlist/pageNumber/n (SPEC §2); filters in the query. */
  productList: { path: '/productlist', getHref: (search = '') => `/productlist${search ? `?${search}` : ''}` },
  productListPage: {
    path: '/productlist/pageNumber/:pageNumber',
    getHref: (pageNumber: number, search = '') => (pageNumber > 1 ? `/productlist/pageNumber/${pageNumber}` : '/productlist') + (search ? `?${search}` : ''),
  },
  /** Admin: add a model to the catalogue. */
  productCreate: fixed('/productcreate'),
  productEdit: { path: '/product/:id/edit', getHref: (id: string) => `/product/${encodeURIComponent(id)}/edit` },
  /** Admin: the media library (issue 26): a model's photographs by colour and slot, upload and remove. */
  mediaList: fixed('/medialist'),
  /** The dealers' read-only catalogue with prices. */
  dealerProductList: fixed('/productlist/dealer'),
  /** The back-office dashboard: admins see every hub, dealers their own (range in the query). */
  dashboard: fixed('/dashboard'),
  blog: fixed('/blog'),
  /** Articles and the six category pages share /blog/{slug} (SPEC §2). */
  blogArticle: { path: '/blog/:slug', getHref: (slug: string) => `/blog/${slug}` },
  /** An article with SPEC §2's optional categoryName, the category its side column highlights (SPEC §4). */
  blogArticleInCategory: {
    path: '/blog/:slug/:categoryName',
    getHref: (slug: string, categoryName: string) => `/blog/${slug}/${encodeURIComponent(categoryName)}`,
  },
  blogFeed: fixed('/blog/feed.xml'),
  blob: fixed('/blob'),
  electricBike: fixed('/electric-bike'),
  comparison: {
    path: '/comparison',
    getHref: (...modelIds: string[]) => (modelIds.length ? `/comparison?models=${modelIds.map(encodeURIComponent).join(',')}` : '/comparison'),
  },
  savings: fixed('/savings'),
  product: { path: '/product/:id', getHref: (id: string) => `/product/${encodeURIComponent(id)}` },
  productPricing: { path: '/product-pricing/:id', getHref: (id: string) => `/product-pricing/${encodeURIComponent(id)}` },
  book: {
    path: '/book',
    /** `model` and `colour` preselect the bike (from a model page or the configurator). */
    getHref: (model?: string, colour?: string) => {
      const query = [model ? `model=${encodeURIComponent(model)}` : '', model && colour ? `colour=${encodeURIComponent(colour)}` : ''].filter(Boolean).join('&');
      return query ? `/book?${query}` : '/book';
    },
  },
  thankYouBooking: byId('/thankyoubooking/:id'),
  careers: fixed('/career-with-us'),
  careerJob: byId('/career-with-us/job/:id'),
  careerThankYou: fixed('/career-thankyou'),
  addJob: { path: '/add-job', getHref: (id?: number) => (id ? `/add-job?id=${id}` : '/add-job') },
  applicantDetails: {
    path: '/applicant-details',
    getHref: (jobId?: number) => (jobId ? `/applicant-details?jobId=${jobId}` : '/applicant-details'),
  },
  testRide: {
    path: '/test-ride',
    /** `dealerId` preselects that hub (and its state and city), e.g. from the dealer locator. */
    getHref: (model?: string, dealerId?: number) => {
      const query = [model ? `model=${encodeURIComponent(model)}` : '', dealerId ? `dealer=${dealerId}` : ''].filter(Boolean).join('&');
      return query ? `/test-ride?${query}` : '/test-ride';
    },
  },
  rv400TestRide: fixed('/rv400/test-ride'),
  notifyMe: { path: '/notify-me', getHref: (model?: string) => (model ? `/notify-me?model=${encodeURIComponent(model)}` : '/notify-me') },
  contactUs: fixed('/contact-us'),
  /** The owner's manual of every model, one section each (`model` jumps to its section). */
  ownersManual: { path: '/owners-manual', getHref: (model?: string) => (model ? `/owners-manual#${encodeURIComponent(model)}` : '/owners-manual') },
  privacyNotice: fixed('/privacy-notice'),
  /** /locate-dealer and /revoltmap are the same dealer map screen (SPEC §2). */
  locateDealer: fixed('/locate-dealer'),
  revoltMap: fixed('/revoltmap'),
  thankYouRide: byId('/thankyouride/:id'),
  thankYouNotify: byId('/thankyounotify/:id'),
  thankYouContact: byId('/thankyoucontact/:id'),
  aiEnabled: fixed('/ai-enabled'),
  /** The customer portal (issue 10): one order's detail and timeline, edit and cancel (the lists are above). */
  bookingDetail: byId('/booking-detail/:id'),
  /** The booking pass (issue 30): a paid order's or a coming test ride's pass with its QR code, readable offline. */
  orderPass: byId('/booking-pass/:id'),
  testRidePass: byId('/test-ride-pass/:id'),
  /** Back office: open a booking pass's record from its QR code or typed code (dealers and admins). */
  scanPass: fixed('/scan-pass'),
  bookingUpdates: byId('/booking-updates/:id'),
  editBooking: byId('/editbooking/:id'),
  cancelBookingChoose: { path: '/cancel-my-revolt', getHref: () => '/cancel-my-revolt/' },
  cancelBooking: byId('/cancel-my-revolt/:id'),
  thankYouCancel: byId('/thankyoucancel/:id'),
  /** Guest look-up: booking reference + mobile → OTP → read access to that order for a short session. */
  findBooking: { path: '/find-my-booking', getHref: (reference?: string) => (reference ? `/find-my-booking?reference=${encodeURIComponent(reference)}` : '/find-my-booking') },
  /** Purchase from the cart (SPEC §3): delivery address, payment method, summary, then the order. */
  shipping: fixed('/shipping'),
  payment: fixed('/payment'),
  placeOrder: fixed('/placeorder'),
  /** Resume an unpaid purchase (pay again). */
  placeOrderResume: byId('/placeorder/:id'),
  order: byId('/order/:id'),
  cashOrder: byId('/cashorder/:id'),
  orderHistory: fixed('/orderhistory'),
  /** The signed-in customer's own enquiries. */
  userNotify: fixed('/usernotify'),
  userContactUs: fixed('/usercontactus'),
  /** Back office: test rides (admin, and a dealer's own hubs), notify-me and contact requests (admin). */
  testRideList: fixed('/testridelist'),
  testRideDetail: byId('/testridedetail/:id'),
  dealerTestRideList: fixed('/testridelist/dealer'),
  dealerTestRideDetail: byId('/testridedetail/dealer/:id'),
  /** Back office: service visits of the caller's hubs (every hub for an admin), and each hub's places per slot. */
  serviceVisitList: fixed('/servicevisitlist'),
  serviceVisitDetail: byId('/servicevisitdetail/:id'),
  hubSlots: fixed('/hub-slots'),
  notifyList: fixed('/notifylist'),
  notifyDetail: byId('/notifydetail/:id'),
  contactList: fixed('/requestlist'),
  contactDetail: byId('/contactusdetail/:id'),
  /** Back office (admin): customers' erasure requests and their completion (issue 24, DPDP Act 2023). */
  erasureRequests: fixed('/erasure-requests'),
  /** Rev Club (issue 14): the programme, my referrals, my rewards; the back office's referrals and spins. */
  referAndEarn: fixed('/refer-and-earn'),
  userReferral: fixed('/userreferral'),
  redeemRewards: fixed('/redeem-rewards'),
  referList: fixed('/referlist'),
  spinWheelList: fixed('/spin-wheel-list'),
  /** Booking coupons (issue 27): the admins' list with uses, and the form to create or change one. */
  couponList: fixed('/couponlist'),
  couponNew: fixed('/coupon/new'),
  couponEdit: byId('/coupon/:id/edit'),
  /** News and offers (issue 30): the admins' form that sends them to every customer who opted in, and the past sends. */
  sendOffers: fixed('/send-offers'),
  /** Dealership applications (issue 14): the public form, its thank-you and the admin review. */
  becomeDealer: fixed('/become-dealer'),
  thankYouDealer: byId('/thankyoudealer/:id'),
  becomeDealerList: fixed('/becomedealerlist'),
  becomeDealerDetail: byId('/becomedealerdetail/:id'),
  /** The campaign variant of booking (issue 14): model and colour, then details, then the booking's payment page. `ref` is a referral code carried along. */
  newProduct: {
    path: '/NewProductScreen/:id',
    getHref: (id: string, ref?: string) => `/NewProductScreen/${encodeURIComponent(id)}${ref ? `?ref=${encodeURIComponent(ref)}` : ''}`,
  },
  newPlaceOrder: {
    path: '/NewPlaceOrderScreen',
    getHref: (model: string, colour: string, ref?: string) =>
      `/NewPlaceOrderScreen?model=${encodeURIComponent(model)}&colour=${encodeURIComponent(colour)}${ref ? `&ref=${encodeURIComponent(ref)}` : ''}`,
  },
  /** A vendor's signed, single-use link to approve or reject a booking (the query is the signed link). */
  vendorBookingAction: { path: '/vendor-booking-action', getHref: (query: string) => `/vendor-booking-action?${query}` },
  /** Admin: the vendor links issued, their state, issuing and revoking. */
  vendorLinks: fixed('/vendor-links'),
  /** Admin: the access codes of the hidden special-customer booking page (whose own path is server config, not here). */
  specialAccessCodes: fixed('/special-access-codes'),
  /** The generic thank-you of campaign forms (SPEC §2). */
  thankYou: fixed('/thank-you'),
  /** A partner company's employee booking (configured per partner; SPEC §2 /book/persistent-systems). */
  partnerBooking: { path: '/book/:partner', getHref: (partner: string) => `/book/${encodeURIComponent(partner)}` },
  /** Support tickets: raised here (public, a visitor proves the mobile by OTP), followed in the portal, answered in the back office. */
  supportRaise: fixed('/support/freshdesk'),
  userSupport: fixed('/usersupport'),
  userSupportTicket: byId('/usersupport/:id'),
  support: fixed('/support'),
  supportTicket: byId('/support/ticket/:id'),
  /** Every service centre's load and speed (admin), and one hub's open items. */
  serviceDash: fixed('/service-dash'),
  serviceDashHub: byId('/service-dash/:id'),
  /** The upgrade programme (issue 13): chassis and valuation, details and hub, payment, the order, what happens next. */
  upgradeProduct: { path: '/upgradeproduct', getHref: () => '/upgradeproduct/' },
  upgradePlaceOrder: { path: '/upgradeplaceorder', getHref: () => '/upgradeplaceorder/' },
  upgradePayment: fixed('/upgradepayment'),
  upgradeOrder: byId('/upgradeorder/:id'),
  upgradeThankYou: byId('/upgradethankyou/:id'),
  upgradeBookings: fixed('/upgradebooking'),
  upgradeBookingDetail: byId('/upgrade-booking-detail/:id'),
  cancelUpgradeChoose: { path: '/cancel-upgrade', getHref: () => '/cancel-upgrade/' },
  cancelUpgrade: byId('/cancel-upgrade/:id'),
  /** Back office: upgrade orders (admin every hub, dealer their own hubs). */
  upgradeOrderList: fixed('/upgradeorderlist'),
  upgradeOrderDetail: byId('/upgradeorderdetail/:id'),
  dealerUpgradeOrderList: fixed('/upgradeorderlist/dealer'),
  dealerUpgradeOrderDetail: byId('/upgradeorderdetail/dealer/:id'),
  /** Assisted sales (call centre, admins too): book, or upgrade, for a caller. */
  ccSupport: fixed('/ccsupport'),
  upgradeCcSupport: fixed('/upgradeccsupport'),
  /** About, press, media and legal pages: /{slug} for each slug of content/pages COMPANY_PAGES. */
  companyPage: { path: '/:page', getHref: (slug: string) => `/${slug}` },
} as const;

/** Only same-site paths are followed after sign-in, so a crafted link cannot send users elsewhere. */
/**
 * Every public page of a model: its own page (the five launch models), its feature pages under it, its configurator
 * and its pricing. A retired model's paths answer 410; a model added in the back office has the last two.
 */
export function modelPagePaths(id: string): string[] {
  const own = (BIKE_PATHS as Record<string, string>)[id];
  const features = own ? Object.values(FEATURE_PAGE_PATHS).filter((p) => p.startsWith(`${own}/`)) : [];
  return [...(own ? [own] : []), ...features, paths.product.getHref(id), paths.productPricing.getHref(id)];
}

export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}
