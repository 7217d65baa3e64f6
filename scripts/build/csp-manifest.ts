// Written by the prerender step to dist/csp.json and read by the server (server/platform/security-headers.ts): the
// third-party hosts the build's VITE_* settings make the SPA load, and the sha256 of every inline script the
// build wrote into an HTML file, so the Content-Security-Policy allows exactly those and nothing else.
import { createHash } from 'node:crypto';

export type CspDirective = 'script' | 'style' | 'connect' | 'img' | 'frame';
export type CspManifest = { scriptHashes: string[]; hosts: Record<CspDirective, string[]> };

// Google's documented hosts for the tag manager and the GA4 tags it loads.
const TAG_MANAGER = 'https://www.googletagmanager.com';
const GOOGLE_ANALYTICS = ['https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE_TYPE = /^\s*(|module|text\/javascript|application\/javascript)\s*$/i;

/** `'sha256-…'` of each executable inline script (not src=, not JSON-LD or other data blocks). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attrs = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1] ?? '';
    if (!EXECUTABLE_TYPE.test(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

function list(value: string | undefined): string[] {
  return (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}

/** The scheme and host of an absolute http(s) URL; relative URLs are served by 'self'. */
function origin(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

function origins(urls: string[]): string[] {
  return urls.map(origin).filter((o): o is string => Boolean(o));
}

/** Which hosts each directive needs for the SPA's build-time settings (src/lib/config.ts). */
export function cspHosts(env: Record<string, string | undefined>): CspManifest['hosts'] {
  const hosts: Record<CspDirective, Set<string>> = { script: new Set(), style: new Set(), connect: new Set(), img: new Set(), frame: new Set() };
  const add = (directives: CspDirective[], values: string[]) => directives.forEach((d) => values.forEach((v) => hosts[d].add(v)));

  if (env.VITE_GTM_ID?.trim()) {
    add(['script', 'img', 'connect'], [TAG_MANAGER]);
    add(['img', 'connect'], GOOGLE_ANALYTICS);
  }
  // A chat widget talks to its host and usually draws its window in a frame from it.
  add(['script', 'connect', 'img', 'frame'], origins(list(env.VITE_CHAT_WIDGET_URL)));
  add(['script', 'connect', 'img'], origins(list(env.VITE_ANALYTICS_URL)));
  add(['script'], origins([...list(env.VITE_SITE_SCRIPTS), ...list(env.VITE_EXTRA_SCRIPTS)]));
  add(['style'], origins(list(env.VITE_EXTRA_STYLES)));
  add(['connect'], origins([...list(env.VITE_API_BASE_URL), ...list(env.VITE_CHAT_API_BASE_URL)]));

  return {
    script: [...hosts.script].sort(),
    style: [...hosts.style].sort(),
    connect: [...hosts.connect].sort(),
    img: [...hosts.img].sort(),
    frame: [...hosts.frame].sort(),
  };
}

export function cspManifest(env: Record<string, string | undefined>, htmlFiles: string[]): CspManifest {
  return { scriptHashes: [...new Set(htmlFiles.flatMap(inlineScriptHashes))].sort(), hosts: cspHosts(env) };
}
