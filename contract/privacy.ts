// The customer's rights (issue 24): the erasure endpoints and the back office's list of erasure requests. The data
// download (GET /me/data, /me/data.html) is a file. The endpoints are described in privacy-endpoints.ts. zod schemas are the single source; the
// SPA imports the types only.
import { z } from 'zod';
import { OTP_RE } from './rules.js';
import { privacyMessages } from './privacy-rules.js';

/** POST /me/erase/otp → a code to the account's mobile (its last digits shown, never the whole number). */
export const eraseOtpResponse = z.object({ status: z.literal('sent'), expiresInSeconds: z.number().int(), mobileEnding: z.string() });
export type EraseOtpResponse = z.output<typeof eraseOtpResponse>;

/** POST /me/erase { otp } → the account is erased and every session ended. */
export const eraseBody = z.object({ otp: z.string({ error: privacyMessages.otp }).trim().regex(OTP_RE, privacyMessages.otp) });
export type EraseRequest = z.output<typeof eraseBody>;
export type EraseInput = z.input<typeof eraseBody>;
export const eraseResponse = z.object({ status: z.literal('erased'), kept: z.string(), removed: z.string() });
export type EraseResponse = z.output<typeof eraseResponse>;

/** GET /back-office/erasure-requests: no personal data, only the account's number and the times. */
export const erasureRequestRow = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  requestedAt: z.string(),
  completedAt: z.string().nullable(),
  ordersAnonymised: z.number().int(),
  recordsDeleted: z.number().int(),
});
export type ErasureRequestRow = z.output<typeof erasureRequestRow>;
export const erasureRequestList = z.object({ data: z.array(erasureRequestRow) });
export type ErasureRequestList = z.output<typeof erasureRequestList>;

/** GET /me/data: sections of rows as stored (account, orders, testRides, …; consents when that table exists). */
export const myDataResponse = z.looseObject({ generatedAt: z.string(), account: z.record(z.string(), z.unknown()) });
export type MyData = z.output<typeof myDataResponse>;
