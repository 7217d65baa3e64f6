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
  userList: { path: '/userlist', getHref: () => '/userlist' },
  userEdit: { path: '/user/:id/edit', getHref: (id: number | string) => `/user/${id}/edit` },
  /** The back-office dashboard: admins see every hub, dealers their own (range in the query). */
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  blog: { path: '/blog', getHref: () => '/blog' },
  /** Articles and the six category pages share /blog/{slug} (SPEC §2). */
  blogArticle: { path: '/blog/:slug', getHref: (slug: string) => `/blog/${slug}` },
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
  /** /locate-dealer and /revoltmap are the same dealer map screen (SPEC §2). */
  locateDealer: { path: '/locate-dealer', getHref: () => '/locate-dealer' },
  revoltMap: { path: '/revoltmap', getHref: () => '/revoltmap' },
  thankYouRide: { path: '/thankyouride/:id', getHref: (id: number | string) => `/thankyouride/${id}` },
  thankYouNotify: { path: '/thankyounotify/:id', getHref: (id: number | string) => `/thankyounotify/${id}` },
  thankYouContact: { path: '/thankyoucontact/:id', getHref: (id: number | string) => `/thankyoucontact/${id}` },
  aiEnabled: { path: '/ai-enabled', getHref: () => '/ai-enabled' },
  /** The customer portal (issue 10): one order's detail and timeline, edit and cancel (the lists are above). */
  bookingDetail: { path: '/booking-detail/:id', getHref: (id: number | string) => `/booking-detail/${id}` },
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
  /** About, press, media and legal pages: /{slug} for each slug of content/pages COMPANY_PAGES. */
  companyPage: { path: '/:page', getHref: (slug: string) => `/${slug}` },
} as const;

/** Only same-site paths are followed after sign-in, so a crafted link cannot send users elsewhere. */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}
