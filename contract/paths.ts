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

export const paths = {
  home: { path: '/', getHref: () => '/' },
  signin: {
    path: '/signin',
    getHref: (redirect?: string) => (redirect ? `/signin?redirect=${encodeURIComponent(redirect)}` : '/signin'),
  },
  register: {
    path: '/register',
    getHref: (redirect?: string) => (redirect ? `/register?redirect=${encodeURIComponent(redirect)}` : '/register'),
  },
  /** Forgotten password: a code to the mobile, then a new password (public). */
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  profile: { path: '/profile', getHref: () => '/profile' },
  /** The customer portal (SPEC §2 "Account and orders"). */
  userDashboard: { path: '/userdashboard', getHref: () => '/userdashboard' },
  userBooking: { path: '/userbooking', getHref: () => '/userbooking' },
  userTestRide: { path: '/usertestride', getHref: () => '/usertestride' },
  /** Service visits (owners of delivered bikes): book one for a bike (`?bike=` its order id). */
  serviceBooking: { path: '/book-service', getHref: (bike?: number) => (bike ? `/book-service?bike=${bike}` : '/book-service') },
  /** The owner's review of the bike of a delivered order (write or edit). */
  reviewOrder: { path: '/review/:orderId', getHref: (orderId: number | string) => `/review/${orderId}` },
  /** Admin: reviews waiting for moderation, published and hidden. */
  reviewModeration: { path: '/reviewlist', getHref: (state?: string) => (state ? `/reviewlist?state=${encodeURIComponent(state)}` : '/reviewlist') },
  userList: { path: '/userlist', getHref: () => '/userlist' },
  /** Feedback after a test ride or a delivery: the SMS link (link, exp, sig) or, signed in, my own record (subject, id). */
  feedbackHub: {
    path: '/feedback-hub',
    getHref: (access?: { link: number; exp: number; sig: string } | { subject: string; id: number }) =>
      access
        ? `/feedback-hub?${new URLSearchParams(Object.entries(access).map(([k, v]): [string, string] => [k, String(v)])).toString()}`
        : '/feedback-hub',
  },
  /** Admin: NPS and feedback of every hub. */
  feedbackDash: { path: '/feedback-dash', getHref: () => '/feedback-dash' },
  /** Dealer: the same for their own hubs. */
  customerFeedback: { path: '/customer-feedback', getHref: () => '/customer-feedback' },
  /** Admin: the home page's banners. */
  bannerDashboard: { path: '/banner-dashboard', getHref: () => '/banner-dashboard' },
  userEdit: { path: '/user/:id/edit', getHref: (id: number | string) => `/user/${id}/edit` },
  /** Back-office orders (issue 12): admins see every hub, dealers their own hubs. */
  orderList: { path: '/orderlist', getHref: () => '/orderlist' },
  orderDetail: { path: '/orderdetail/:id', getHref: (id: number | string) => `/orderdetail/${id}` },
  /** Cancel an order on the customer's behalf (admin). */
  adminCancelOrder: { path: '/cancelbooking/:id', getHref: (id: number | string) => `/cancelbooking/${id}` },
  dealerOrderList: { path: '/orderlist/dealer', getHref: () => '/orderlist/dealer' },
  dealerOrderDetail: { path: '/orderdetail/dealer/:id', getHref: (id: number | string) => `/orderdetail/dealer/${id}` },
  /** The back-office catalogue (admin): page 1 at /productlist, page n at /productlist/pageNumber/n (SPEC §2); filters in the query. */
  productList: { path: '/productlist', getHref: (search = '') => `/productlist${search ? `?${search}` : ''}` },
  productListPage: {
    path: '/productlist/pageNumber/:pageNumber',
    getHref: (pageNumber: number, search = '') => (pageNumber > 1 ? `/productlist/pageNumber/${pageNumber}` : '/productlist') + (search ? `?${search}` : ''),
  },
  /** Admin: add a model to the catalogue. */
  productCreate: { path: '/productcreate', getHref: () => '/productcreate' },
  productEdit: { path: '/product/:id/edit', getHref: (id: string) => `/product/${encodeURIComponent(id)}/edit` },
  /** Admin: the media library (issue 26): a model's photographs by colour and slot, upload and remove. */
  mediaList: { path: '/medialist', getHref: () => '/medialist' },
  /** The dealers' read-only catalogue with prices. */
  dealerProductList: { path: '/productlist/dealer', getHref: () => '/productlist/dealer' },
  /** The back-office dashboard: admins see every hub, dealers their own (range in the query). */
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  blog: { path: '/blog', getHref: () => '/blog' },
  /** Articles and the six category pages share /blog/{slug} (SPEC §2). */
  blogArticle: { path: '/blog/:slug', getHref: (slug: string) => `/blog/${slug}` },
  /** An article with SPEC §2's optional categoryName, the category its side column highlights (SPEC §4). */
  blogArticleInCategory: {
    path: '/blog/:slug/:categoryName',
    getHref: (slug: string, categoryName: string) => `/blog/${slug}/${encodeURIComponent(categoryName)}`,
  },
  blogFeed: { path: '/blog/feed.xml', getHref: () => '/blog/feed.xml' },
  blob: { path: '/blob', getHref: () => '/blob' },
  electricBike: { path: '/electric-bike', getHref: () => '/electric-bike' },
  comparison: {
    path: '/comparison',
    getHref: (...modelIds: string[]) => (modelIds.length ? `/comparison?models=${modelIds.map(encodeURIComponent).join(',')}` : '/comparison'),
  },
  savings: { path: '/savings', getHref: () => '/savings' },
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
  thankYouBooking: { path: '/thankyoubooking/:id', getHref: (id: number | string) => `/thankyoubooking/${id}` },
  careers: { path: '/career-with-us', getHref: () => '/career-with-us' },
  careerJob: { path: '/career-with-us/job/:id', getHref: (id: number | string) => `/career-with-us/job/${id}` },
  careerThankYou: { path: '/career-thankyou', getHref: () => '/career-thankyou' },
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
  rv400TestRide: { path: '/rv400/test-ride', getHref: () => '/rv400/test-ride' },
  notifyMe: { path: '/notify-me', getHref: (model?: string) => (model ? `/notify-me?model=${encodeURIComponent(model)}` : '/notify-me') },
  contactUs: { path: '/contact-us', getHref: () => '/contact-us' },
  /** The owner's manual of every model, one section each (`model` jumps to its section). */
  ownersManual: { path: '/owners-manual', getHref: (model?: string) => (model ? `/owners-manual#${encodeURIComponent(model)}` : '/owners-manual') },
  privacyNotice: { path: '/privacy-notice', getHref: () => '/privacy-notice' },
  /** /locate-dealer and /revoltmap are the same dealer map screen (SPEC §2). */
  locateDealer: { path: '/locate-dealer', getHref: () => '/locate-dealer' },
  revoltMap: { path: '/revoltmap', getHref: () => '/revoltmap' },
  thankYouRide: { path: '/thankyouride/:id', getHref: (id: number | string) => `/thankyouride/${id}` },
  thankYouNotify: { path: '/thankyounotify/:id', getHref: (id: number | string) => `/thankyounotify/${id}` },
  thankYouContact: { path: '/thankyoucontact/:id', getHref: (id: number | string) => `/thankyoucontact/${id}` },
  aiEnabled: { path: '/ai-enabled', getHref: () => '/ai-enabled' },
  /** The customer portal (issue 10): one order's detail and timeline, edit and cancel (the lists are above). */
  bookingDetail: { path: '/booking-detail/:id', getHref: (id: number | string) => `/booking-detail/${id}` },
  /** The booking pass (issue 30): a paid order's or a coming test ride's pass with its QR code, readable offline. */
  orderPass: { path: '/booking-pass/:id', getHref: (id: number | string) => `/booking-pass/${id}` },
  testRidePass: { path: '/test-ride-pass/:id', getHref: (id: number | string) => `/test-ride-pass/${id}` },
  /** Back office: open a booking pass's record from its QR code or typed code (dealers and admins). */
  scanPass: { path: '/scan-pass', getHref: () => '/scan-pass' },
  bookingUpdates: { path: '/booking-updates/:id', getHref: (id: number | string) => `/booking-updates/${id}` },
  editBooking: { path: '/editbooking/:id', getHref: (id: number | string) => `/editbooking/${id}` },
  cancelBookingChoose: { path: '/cancel-my-revolt', getHref: () => '/cancel-my-revolt/' },
  cancelBooking: { path: '/cancel-my-revolt/:id', getHref: (id: number | string) => `/cancel-my-revolt/${id}` },
  thankYouCancel: { path: '/thankyoucancel/:id', getHref: (id: number | string) => `/thankyoucancel/${id}` },
  /** Guest look-up: booking reference + mobile → OTP → read access to that order for a short session. */
  findBooking: { path: '/find-my-booking', getHref: (reference?: string) => (reference ? `/find-my-booking?reference=${encodeURIComponent(reference)}` : '/find-my-booking') },
  /** Purchase from the cart (SPEC §3): delivery address, payment method, summary, then the order. */
  shipping: { path: '/shipping', getHref: () => '/shipping' },
  payment: { path: '/payment', getHref: () => '/payment' },
  placeOrder: { path: '/placeorder', getHref: () => '/placeorder' },
  /** Resume an unpaid purchase (pay again). */
  placeOrderResume: { path: '/placeorder/:id', getHref: (id: number | string) => `/placeorder/${id}` },
  order: { path: '/order/:id', getHref: (id: number | string) => `/order/${id}` },
  cashOrder: { path: '/cashorder/:id', getHref: (id: number | string) => `/cashorder/${id}` },
  orderHistory: { path: '/orderhistory', getHref: () => '/orderhistory' },
  /** The signed-in customer's own enquiries. */
  userNotify: { path: '/usernotify', getHref: () => '/usernotify' },
  userContactUs: { path: '/usercontactus', getHref: () => '/usercontactus' },
  /** Back office: test rides (admin, and a dealer's own hubs), notify-me and contact requests (admin). */
  testRideList: { path: '/testridelist', getHref: () => '/testridelist' },
  testRideDetail: { path: '/testridedetail/:id', getHref: (id: number | string) => `/testridedetail/${id}` },
  dealerTestRideList: { path: '/testridelist/dealer', getHref: () => '/testridelist/dealer' },
  dealerTestRideDetail: { path: '/testridedetail/dealer/:id', getHref: (id: number | string) => `/testridedetail/dealer/${id}` },
  /** Back office: service visits of the caller's hubs (every hub for an admin), and each hub's places per slot. */
  serviceVisitList: { path: '/servicevisitlist', getHref: () => '/servicevisitlist' },
  serviceVisitDetail: { path: '/servicevisitdetail/:id', getHref: (id: number | string) => `/servicevisitdetail/${id}` },
  hubSlots: { path: '/hub-slots', getHref: () => '/hub-slots' },
  notifyList: { path: '/notifylist', getHref: () => '/notifylist' },
  notifyDetail: { path: '/notifydetail/:id', getHref: (id: number | string) => `/notifydetail/${id}` },
  contactList: { path: '/requestlist', getHref: () => '/requestlist' },
  contactDetail: { path: '/contactusdetail/:id', getHref: (id: number | string) => `/contactusdetail/${id}` },
  /** Back office (admin): customers' erasure requests and their completion (issue 24, DPDP Act 2023). */
  erasureRequests: { path: '/erasure-requests', getHref: () => '/erasure-requests' },
  /** Rev Club (issue 14): the programme, my referrals, my rewards; the back office's referrals and spins. */
  referAndEarn: { path: '/refer-and-earn', getHref: () => '/refer-and-earn' },
  userReferral: { path: '/userreferral', getHref: () => '/userreferral' },
  redeemRewards: { path: '/redeem-rewards', getHref: () => '/redeem-rewards' },
  referList: { path: '/referlist', getHref: () => '/referlist' },
  spinWheelList: { path: '/spin-wheel-list', getHref: () => '/spin-wheel-list' },
  /** Booking coupons (issue 27): the admins' list with uses, and the form to create or change one. */
  couponList: { path: '/couponlist', getHref: () => '/couponlist' },
  couponNew: { path: '/coupon/new', getHref: () => '/coupon/new' },
  couponEdit: { path: '/coupon/:id/edit', getHref: (id: number | string) => `/coupon/${id}/edit` },
  /** Dealership applications (issue 14): the public form, its thank-you and the admin review. */
  becomeDealer: { path: '/become-dealer', getHref: () => '/become-dealer' },
  thankYouDealer: { path: '/thankyoudealer/:id', getHref: (id: number | string) => `/thankyoudealer/${id}` },
  becomeDealerList: { path: '/becomedealerlist', getHref: () => '/becomedealerlist' },
  becomeDealerDetail: { path: '/becomedealerdetail/:id', getHref: (id: number | string) => `/becomedealerdetail/${id}` },
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
  vendorLinks: { path: '/vendor-links', getHref: () => '/vendor-links' },
  /** Admin: the access codes of the hidden special-customer booking page (whose own path is server config, not here). */
  specialAccessCodes: { path: '/special-access-codes', getHref: () => '/special-access-codes' },
  /** The generic thank-you of campaign forms (SPEC §2). */
  thankYou: { path: '/thank-you', getHref: () => '/thank-you' },
  /** A partner company's employee booking (configured per partner; SPEC §2 /book/persistent-systems). */
  partnerBooking: { path: '/book/:partner', getHref: (partner: string) => `/book/${encodeURIComponent(partner)}` },
  /** Support tickets: raised here (public, a visitor proves the mobile by OTP), followed in the portal, answered in the back office. */
  supportRaise: { path: '/support/freshdesk', getHref: () => '/support/freshdesk' },
  userSupport: { path: '/usersupport', getHref: () => '/usersupport' },
  userSupportTicket: { path: '/usersupport/:id', getHref: (id: number | string) => `/usersupport/${id}` },
  support: { path: '/support', getHref: () => '/support' },
  supportTicket: { path: '/support/ticket/:id', getHref: (id: number | string) => `/support/ticket/${id}` },
  /** Every service centre's load and speed (admin), and one hub's open items. */
  serviceDash: { path: '/service-dash', getHref: () => '/service-dash' },
  serviceDashHub: { path: '/service-dash/:id', getHref: (id: number | string) => `/service-dash/${id}` },
  /** The upgrade programme (issue 13): chassis and valuation, details and hub, payment, the order, what happens next. */
  upgradeProduct: { path: '/upgradeproduct', getHref: () => '/upgradeproduct/' },
  upgradePlaceOrder: { path: '/upgradeplaceorder', getHref: () => '/upgradeplaceorder/' },
  upgradePayment: { path: '/upgradepayment', getHref: () => '/upgradepayment' },
  upgradeOrder: { path: '/upgradeorder/:id', getHref: (id: number | string) => `/upgradeorder/${id}` },
  upgradeThankYou: { path: '/upgradethankyou/:id', getHref: (id: number | string) => `/upgradethankyou/${id}` },
  upgradeBookings: { path: '/upgradebooking', getHref: () => '/upgradebooking' },
  upgradeBookingDetail: { path: '/upgrade-booking-detail/:id', getHref: (id: number | string) => `/upgrade-booking-detail/${id}` },
  cancelUpgradeChoose: { path: '/cancel-upgrade', getHref: () => '/cancel-upgrade/' },
  cancelUpgrade: { path: '/cancel-upgrade/:id', getHref: (id: number | string) => `/cancel-upgrade/${id}` },
  /** Back office: upgrade orders (admin every hub, dealer their own hubs). */
  upgradeOrderList: { path: '/upgradeorderlist', getHref: () => '/upgradeorderlist' },
  upgradeOrderDetail: { path: '/upgradeorderdetail/:id', getHref: (id: number | string) => `/upgradeorderdetail/${id}` },
  dealerUpgradeOrderList: { path: '/upgradeorderlist/dealer', getHref: () => '/upgradeorderlist/dealer' },
  dealerUpgradeOrderDetail: { path: '/upgradeorderdetail/dealer/:id', getHref: (id: number | string) => `/upgradeorderdetail/dealer/${id}` },
  /** Assisted sales (call centre, admins too): book, or upgrade, for a caller. */
  ccSupport: { path: '/ccsupport', getHref: () => '/ccsupport' },
  upgradeCcSupport: { path: '/upgradeccsupport', getHref: () => '/upgradeccsupport' },
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
