// What the call-centre endpoints tell the agent (the screens show `message` as is).

/** "98xxxxxx10": enough for the agent to confirm the number with the caller, not enough to copy it. */
export function maskMobile(mobile: string): string {
  return mobile.length > 4 ? `${mobile.slice(0, 2)}${'x'.repeat(mobile.length - 4)}${mobile.slice(-2)}` : mobile;
}

export const CALL_CENTRE_MSG = {
  booked: (reference: string, sentTo: string) => `Booked ${reference}. The payment link is on its way to ${sentTo}.`,
  bookedNoSms: (reference: string) =>
    `Booked ${reference}, but the SMS could not be sent right now. The caller can open it from Find my booking with the reference and their mobile number.`,
  upgradeBooked: (reference: string, sentTo: string) => `Upgrade ${reference} booked. The payment link is on its way to ${sentTo}.`,
  upgradeBookedNoSms: (reference: string) =>
    `Upgrade ${reference} booked, but the SMS could not be sent right now. The owner can open it from My upgrade bookings after signing in.`,
} as const;
