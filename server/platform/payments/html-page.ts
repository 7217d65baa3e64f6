// The small self-contained HTML pages the payment gateways serve (the sandbox checkout, our Razorpay checkout
// page): one skeleton with the page's own inline style. Every interpolated value goes through escapeHtml.
import type { Language } from '@contract/languages.js';
import { HREFLANG } from '@contract/locale-path.js';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside HTML content and quoted attribute values. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** A noindex page in the given language with the given style; `body` is already-escaped HTML. */
export function htmlPage(title: string, style: string, body: string, language: Language): string {
  return `<!doctype html>
<html lang="${HREFLANG[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}
