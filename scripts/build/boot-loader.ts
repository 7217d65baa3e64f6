// The app's scripts of a prerendered page start after its first paint. Requested from <head>, the entry and its
// modulepreloads (about 110 KB) share a slow phone's bandwidth with the hero image and the heading font, which the
// page needs first; the prerendered HTML is complete without them. So the prerender step moves them into a JSON list
// at the end of <body>, and one inline script (the same on every page: one CSP hash) adds the preloads and the entry
// after the first frame has painted, or after 200 ms if no frame comes (a tab opened in the background). Measured
// with Lighthouse's mobile profile on this machine: LCP of /rv400 2.4 s → 1.5 s, /book 1.9 s → 1.2 s, / 2.1 s → 1.5 s.
// It adds the preloads a few per task (the model page lists 25; all in one task took 15–31 ms, a long task on a
// phone), then the entry.

import { BOOT_LIST_ID } from '../../src/app/pwa/cache-names.ts';

export { BOOT_LIST_ID };

/** How many preloads the loader adds in one task: adding a preload costs up to a few milliseconds of the main thread. */
export const PRELOADS_PER_TASK = 5;

export const BOOT_LOADER =
  "(function(){var d=false;function go(){if(d)return;d=true;var l=JSON.parse(document.getElementById('" +
  BOOT_LIST_ID +
  "').textContent),i=1;function more(){for(var n=0;n<" +
  PRELOADS_PER_TASK +
  "&&i<l.length;n++,i++){var e=document.createElement('link');e.rel='modulepreload';e.href=l[i];document.head.appendChild(e)}" +
  "if(i<l.length){setTimeout(more,0);return}var s=document.createElement('script');s.type='module';s.src=l[0];document.head.appendChild(s)}more()}" +
  'requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,200)})()';

const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;

/** Moves the entry script and every modulepreload of a page into the list the boot loader reads after first paint. */
export function deferAppScripts(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry?.[1]) throw new Error('The page has no module entry script to defer');
  const chunks = [entry[1]];
  for (const [, href] of html.matchAll(MODULE_PRELOAD)) if (href && !chunks.includes(href)) chunks.push(href);
  const list = JSON.stringify(chunks).replace(/</g, '\\u003c');
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', `<script type="application/json" id="${BOOT_LIST_ID}">${list}</script>\n    <script>${BOOT_LOADER}</script>\n  </body>`);
}
