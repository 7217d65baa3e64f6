// The booking pass (issue 30, decision 046): what the customer's pass shows and the hub's "open by token". The QR
// code is drawn on the server as one SVG path (server/platform/qr.ts); the SPA only frames it. zod schemas are the
// single source here; the SPA imports the derived types only.
import { z } from 'zod';
import { idParams } from './common.js';
import { PASS_KINDS, PASS_TOKEN_MAX, passMessages } from './pass-rules.js';

export const passParams = idParams;

export const pass = z
  .object({
    kind: z.enum(PASS_KINDS),
    id: z.number().int(),
    /** "BK-000042", "OD-000042" or the test ride's "TR-…". */
    reference: z.string(),
    model: z.string(),
    model_name: z.string(),
    /** The order's colour; null for a test ride (the hub's demo bike). */
    colour: z.string().nullable(),
    hub: z.object({
      name: z.string(),
      address: z.string(),
      phone: z.string(),
      /** A plain maps search link (pass-rules hubMapLink). */
      map_url: z.string(),
      opening_hours: z.string(),
    }),
    /** A test ride's day (YYYY-MM-DD) and slot; null on an order. */
    date: z.string().nullable(),
    slot: z.string().nullable(),
    /** An order's delivery date (YYYY-MM-DD) once delivered; null before (the hub calls to fix the day). */
    delivery_date: z.string().nullable(),
    /** The signed token the QR code holds: kind, record id and expiry, nothing personal. */
    token: z.string(),
    expires_at: z.string(),
    /** The QR code: a `size`×`size` grid drawn by one SVG path of unit squares. */
    qr: z.object({ size: z.number().int(), path: z.string() }),
    issued_at: z.string(),
  })
  .meta({ id: 'BookingPass' });

export const passResponse = z.object({ data: pass });

export const passOpenBody = z.object({
  token: z.string({ error: passMessages.tokenRequired }).trim().min(1, passMessages.tokenRequired).max(PASS_TOKEN_MAX, passMessages.forged),
});

export const passOpenResponse = z.object({ data: z.object({ kind: z.enum(PASS_KINDS), id: z.number().int(), reference: z.string() }) });

export type BookingPass = z.output<typeof pass>;
export type PassResponse = z.output<typeof passResponse>;
export type PassOpenRequest = z.input<typeof passOpenBody>;
export type PassOpenResponse = z.output<typeof passOpenResponse>;
