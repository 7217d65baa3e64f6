// Logger options of the API: request lines never carry a companion link's signature or any code in a URL.
import type { FastifyRequest } from 'fastify';

const SECRET_PARAMS = /([?&](?:sig|exp|token|otp|code|password)=)[^&#]*/gi;

/** The URL with the values of secret-bearing query parameters replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** OTP-like digit runs (4–8 digits) in a text, masked. */
export function redactCodes(text: string): string {
  return text.replace(/\b\d{4,8}\b/g, (digits) => '•'.repeat(digits.length));
}

export function loggerOptions(level: string) {
  return {
    level,
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
