// Browser security headers on every response (docs/operations.md "Security headers"). HTML gets a Content-Security-Policy
// built from dist/csp.json (the hosts the build's VITE_* settings load, the hashes of the inline scripts the
// prerender wrote) plus the payment gateway's hosts; API responses get `default-src 'none'`. A route that sets its
// own policy (the gateway checkout pages, the API reference) keeps it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { CspDirective, CspManifest } from '../../scripts/build/csp-manifest.js';
import type { Config, PaymentProvider } from './config.js';

export type { CspManifest };

export const API_CSP = "default-src 'none'; frame-ancestors 'none'";
// Only the hub locator asks for a position; nothing asks for sensors, camera or microphone.
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), midi=(), usb=()';
export const HSTS = 'max-age=31536000; includeSubDomains';

const EMPTY: CspManifest = { scriptHashes: [], hosts: { script: [], style: [], connect: [], img: [], frame: [] } };

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && /^[^\s;,]+$/.test(v)) : [];
}

/** dist/csp.json; missing or unreadable means no third-party hosts and no inline scripts allowed. */
export function loadCspManifest(distDir: string | undefined): CspManifest {
  if (!distDir) return EMPTY;
  try {
    const raw = JSON.parse(readFileSync(path.join(distDir, 'csp.json'), 'utf8')) as { scriptHashes?: unknown; hosts?: Record<string, unknown> };
    const hosts = raw.hosts ?? {};
    return {
      scriptHashes: strings(raw.scriptHashes),
      hosts: { script: strings(hosts.script), style: strings(hosts.style), connect: strings(hosts.connect), img: strings(hosts.img), frame: strings(hosts.frame) },
    };
  } catch {
    return EMPTY;
  }
}

/** What the SPA's pages would need for an in-page checkout of the configured gateway (the sandbox is 'self'). */
export function gatewayHosts(provider: PaymentProvider): Partial<Record<CspDirective, string[]>> {
  if (provider === 'razorpay') {
    return { script: ['https://checkout.razorpay.com'], frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'], connect: ['https://api.razorpay.com'] };
  }
  return {};
}

export function htmlCsp(manifest: CspManifest, provider: PaymentProvider): string {
  const gateway = gatewayHosts(provider);
  const hosts = (d: CspDirective) => [...new Set([...manifest.hosts[d], ...(gateway[d] ?? [])])];
  const frames = hosts('frame');
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...manifest.scriptHashes, ...hosts('script')].join(' '),
    // Page CSS is inlined by the prerender and React writes style attributes: inline styles stay allowed.
    ['style-src', "'self'", "'unsafe-inline'", ...hosts('style')].join(' '),
    ['img-src', "'self'", 'data:', 'blob:', ...hosts('img')].join(' '),
    "font-src 'self' data:",
    ['connect-src', "'self'", ...hosts('connect')].join(' '),
    `frame-src ${frames.length ? frames.join(' ') : "'none'"}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function installSecurityHeaders(app: FastifyInstance, config: Config): void {
  const pageCsp = htmlCsp(loadCspManifest(config.staticDir), config.paymentProvider);

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // frame-ancestors 'none' says the same to current browsers; the companion app opens pages top-level.
    reply.header('x-frame-options', 'DENY');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    reply.header('cross-origin-opener-policy', 'same-origin');
    // request.protocol honours X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
    if (config.forceHsts || request.protocol === 'https') reply.header('strict-transport-security', HSTS);

    const isApi = request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
    if (!reply.hasHeader('content-security-policy')) {
      const type = String(reply.getHeader('content-type') ?? '');
      if (type.startsWith('text/html')) reply.header('content-security-policy', isApi ? API_CSP : pageCsp);
      else if (isApi) reply.header('content-security-policy', API_CSP);
    }
    if (isApi && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
