// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cspHosts, cspManifest, inlineScriptHashes } from './csp-manifest';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

describe('inline script hashes', () => {
  it('hashes executable inline scripts exactly as written, not src scripts or JSON-LD', () => {
    const inline = "\n      try { document.documentElement.classList.add('x'); } catch (e) {}\n    ";
    const html = `<head><script>${inline}</script><script type="application/ld+json">{"a":1}</script></head>
      <body><script type="module" src="/assets/index.js"></script><script type="module">import('/a.js')</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha(inline), sha("import('/a.js')")]);
  });

  it('dedupes hashes across pages', () => {
    const page = '<script>a()</script>';
    expect(cspManifest({}, [page, page]).scriptHashes).toEqual([sha('a()')]);
  });
});

describe('hosts from the build settings', () => {
  it('allows nothing third-party when nothing is configured', () => {
    expect(cspHosts({})).toEqual({ script: [], style: [], connect: [], img: [], frame: [] });
  });

  it('takes the origin of each configured URL, for the directives it needs', () => {
    const hosts = cspHosts({
      VITE_GTM_ID: 'GTM-ABC',
      VITE_CHAT_WIDGET_URL: 'https://chat.example/widget.js?v=2',
      VITE_ANALYTICS_URL: 'https://stats.example/a.js',
      VITE_SITE_SCRIPTS: '/local.js, https://cdn.example/x.js',
      VITE_EXTRA_SCRIPTS: 'https://extra.example/e.js',
      VITE_EXTRA_STYLES: 'https://fonts.example/f.css',
      VITE_API_BASE_URL: 'https://api.example',
    });
    expect(hosts.script).toEqual(['https://cdn.example', 'https://chat.example', 'https://extra.example', 'https://stats.example', 'https://www.googletagmanager.com']);
    expect(hosts.style).toEqual(['https://fonts.example']);
    expect(hosts.connect).toContain('https://api.example');
    expect(hosts.connect).toContain('https://chat.example');
    expect(hosts.connect).toContain('https://www.google-analytics.com');
    expect(hosts.frame).toEqual(['https://chat.example']);
  });
});
