import { describe, expect, it, vi } from 'vitest';
import { inlineScriptHashes } from './csp-manifest';
import { BOOT_LIST_ID, BOOT_LOADER, deferAppScripts, PRELOADS_PER_TASK } from './boot-loader';

const page = `<html><head>
    <link rel="preload" as="image" href="/images/hero.avif"/>
    <link rel="modulepreload" href="/assets/screen-1.js">
    <link rel="modulepreload" href="/assets/react-2.js">
    <script type="module" crossorigin src="/assets/index-3.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-2.js">
    <link rel="modulepreload" crossorigin href="/assets/router-4.js">
  </head><body><div id="root">page</div>
  </body></html>`;

describe('deferAppScripts', () => {
  it('lists the entry first, then every preload once, at the end of the body, and leaves no script request in the head', () => {
    const html = deferAppScripts(page);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/modulepreload|type="module"/);
    expect(head).toContain('/images/hero.avif');
    const list = new RegExp(`<script type="application/json" id="${BOOT_LIST_ID}">(.*?)</script>`).exec(html)?.[1];
    expect(JSON.parse(list ?? 'null')).toEqual(['/assets/index-3.js', '/assets/screen-1.js', '/assets/react-2.js', '/assets/router-4.js']);
    expect(html.indexOf(BOOT_LIST_ID)).toBeGreaterThan(html.indexOf('<div id="root">'));
  });

  it('adds the same executable inline script to every page, so the CSP allows it by one hash', () => {
    const other = page.replace('screen-1', 'screen-9');
    expect(inlineScriptHashes(deferAppScripts(page))).toEqual(inlineScriptHashes(deferAppScripts(other)));
    expect(inlineScriptHashes(deferAppScripts(page))).toHaveLength(1);
  });

  it('refuses a page without its entry script', () => {
    expect(() => deferAppScripts('<html><head></head><body></body></html>')).toThrow(/no module entry/);
  });
});

describe('BOOT_LOADER', () => {
  it('adds every preload, a few per task, and then the entry, once', () => {
    vi.useFakeTimers();
    try {
      const chunks = ['/assets/index.js', ...Array.from({ length: 12 }, (_, i) => `/assets/chunk-${i}.js`)];
      document.body.innerHTML = `<script type="application/json" id="${BOOT_LIST_ID}">${JSON.stringify(chunks)}</script>`;
      const added = () => [...document.head.querySelectorAll('link[rel="modulepreload"], script[type="module"]')];
      new Function(BOOT_LOADER)();
      expect(added()).toHaveLength(0); // nothing before the first frame
      const perTask: number[] = [];
      for (let before = 0; added().length < chunks.length; before = added().length) {
        vi.advanceTimersToNextTimer();
        perTask.push(added().length - before);
      }
      expect(Math.max(...perTask)).toBeLessThanOrEqual(PRELOADS_PER_TASK);
      expect(added().map((el) => el.getAttribute('href') ?? el.getAttribute('src'))).toEqual([...chunks.slice(1), chunks[0]]);
      expect(added().at(-1)?.tagName).toBe('SCRIPT');
      vi.runAllTimers(); // the 200 ms fallback adds nothing more
      expect(added()).toHaveLength(chunks.length);
    } finally {
      vi.useRealTimers();
      document.head.replaceChildren();
      document.body.replaceChildren();
    }
  });
});
