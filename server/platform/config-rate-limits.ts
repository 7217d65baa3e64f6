// The abuse limits of Config['rateLimits'] at RATE_LIMIT_SCALE 1 (docs/operations.md: "Sign-in limits", "Form limits" and the
// rest under Accounts and sessions). Counted in the database's rate_limits table (server/platform/auth/rate-limit.ts).
export type RateLimit = { limit: number; windowSeconds: number };

const MINUTES = 60;
const HOUR = 60 * MINUTES;
const DAY = 24 * HOUR;

export type RateLimits = {
  /** Wrong passwords for one mobile, from any address (server/platform/auth/signin-limits.ts). */
  signinFailuresPerMobile: RateLimit;
  /** Wrong passwords for one mobile from one address. */
  signinFailuresPerMobileIp: RateLimit;
  /** Sign-in attempts from one address, right or wrong, password or OTP. */
  signinPerIp: RateLimit;
  /** Password-reset attempts per mobile, and password changes per account. */
  passwordResetPerMobile: RateLimit;
  otpPerMobile: RateLimit;
  otpPerIp: RateLimit;
  registerPerMobile: RateLimit;
  registerPerIp: RateLimit;
  chatUsersPerUser: RateLimit;
  uploadsPerIp: RateLimit;
  testRidesPerIp: RateLimit;
  /** Forms per mobile (the body's mobile, whatever the address): test rides, notify-me, contact, bookings. */
  testRidesPerMobile: RateLimit;
  notifyPerIp: RateLimit;
  notifyPerMobile: RateLimit;
  contactPerIp: RateLimit;
  contactPerMobile: RateLimit;
  jobApplicationsPerIp: RateLimit;
  bookingsPerIp: RateLimit;
  /** Bookings and upgrade bookings together, per mobile. */
  bookingsPerMobile: RateLimit;
  paymentsPerIp: RateLimit;
  lookupPerIp: RateLimit;
  lookupPerMobile: RateLimit;
  dealerApplicationsPerIp: RateLimit;
  leadsPerIp: RateLimit;
  specialCodePerIp: RateLimit;
  /** Reviews written or edited per account (server/modules/reviews). */
  reviewsPerUser: RateLimit;
  /** "Helpful" votes per account. */
  reviewVotesPerUser: RateLimit;
};

const DEFAULT_RATE_LIMITS: RateLimits = {
  signinFailuresPerMobile: { limit: 10, windowSeconds: 15 * MINUTES },
  signinFailuresPerMobileIp: { limit: 5, windowSeconds: 15 * MINUTES },
  signinPerIp: { limit: 50, windowSeconds: 15 * MINUTES },
  passwordResetPerMobile: { limit: 10, windowSeconds: 15 * MINUTES },
  otpPerMobile: { limit: 3, windowSeconds: 10 * MINUTES },
  otpPerIp: { limit: 20, windowSeconds: HOUR },
  registerPerMobile: { limit: 5, windowSeconds: HOUR },
  registerPerIp: { limit: 10, windowSeconds: HOUR },
  chatUsersPerUser: { limit: 10, windowSeconds: HOUR },
  uploadsPerIp: { limit: 20, windowSeconds: HOUR },
  testRidesPerIp: { limit: 10, windowSeconds: HOUR },
  testRidesPerMobile: { limit: 5, windowSeconds: DAY },
  notifyPerIp: { limit: 20, windowSeconds: HOUR },
  notifyPerMobile: { limit: 10, windowSeconds: DAY },
  contactPerIp: { limit: 10, windowSeconds: HOUR },
  contactPerMobile: { limit: 5, windowSeconds: HOUR },
  jobApplicationsPerIp: { limit: 10, windowSeconds: HOUR },
  bookingsPerIp: { limit: 10, windowSeconds: HOUR },
  bookingsPerMobile: { limit: 5, windowSeconds: DAY },
  paymentsPerIp: { limit: 30, windowSeconds: HOUR },
  lookupPerIp: { limit: 20, windowSeconds: HOUR },
  lookupPerMobile: { limit: 5, windowSeconds: HOUR },
  dealerApplicationsPerIp: { limit: 5, windowSeconds: HOUR },
  leadsPerIp: { limit: 30, windowSeconds: HOUR },
  specialCodePerIp: { limit: 10, windowSeconds: HOUR },
  reviewsPerUser: { limit: 10, windowSeconds: DAY },
  reviewVotesPerUser: { limit: 60, windowSeconds: HOUR },
};

/**
 * RATE_LIMIT_SCALE multiplies every abuse limit: the end-to-end run and load tests make hundreds of sign-ins
 * from one address. Production refuses a scale above 1 (server/platform/production-checks.ts).
 */
export function scaledRateLimits(scale: number): RateLimits {
  const scaled = {} as RateLimits;
  for (const key of Object.keys(DEFAULT_RATE_LIMITS) as (keyof RateLimits)[]) {
    scaled[key] = { ...DEFAULT_RATE_LIMITS[key], limit: DEFAULT_RATE_LIMITS[key].limit * scale };
  }
  return scaled;
}
