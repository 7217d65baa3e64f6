// The sandbox gateway's checkout: a small self-contained HTML page (no script, inline style only, see the CSP in
// sandbox-routes.ts). Every interpolated value goes through escapeHtml. In the language of the site the order was made
// on (sandbox-page.messages.ts).
import type { Language } from '@contract/languages.js';
import { localePath } from '@contract/locale-path.js';
import { rupees } from '../messages.js';
import { escapeHtml, htmlPage } from './html-page.js';
import { SANDBOX_PAGE } from './sandbox-page.messages.js';

const STYLE = `
  :root { color-scheme: light; }
  body { margin: 0; background: #f1f2f4; color: #1c1d21; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  main { max-width: 30rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border: 1px solid #d0d3d9; border-radius: 8px; }
  h1 { font-size: 1.5rem; margin: 0.5rem 0 0.75rem; }
  .badge { display: inline-block; margin: 0; padding: 0.125rem 0.5rem; background: #fff1c2; color: #5b4300; border: 1px solid #c9a227;
           border-radius: 4px; font-weight: 700; text-transform: uppercase; letter-spacing: 0.04em; font-size: 0.8125rem; }
  .notice { margin: 0 0 1.25rem; color: #3d4048; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.5rem 1rem; margin: 0 0 1.5rem; }
  dt { color: #3d4048; }
  dd { margin: 0; font-weight: 600; }
  fieldset { border: 0; margin: 0 0 1rem; padding: 0; display: flex; flex-wrap: wrap; gap: 0.75rem; }
  legend { padding: 0; margin-bottom: 0.5rem; font-weight: 600; }
  button { font: inherit; font-weight: 700; padding: 0.75rem 1.25rem; border-radius: 6px; cursor: pointer; }
  .pay { background: #b0102a; color: #fff; border: 2px solid #b0102a; }
  .decline { background: #fff; color: #1c1d21; border: 2px solid #1c1d21; }
  a { color: #0b4fb3; }
  button:focus-visible, a:focus-visible { outline: 3px solid #0b4fb3; outline-offset: 2px; }
  /* Devanagari: room for the marks above and below the head-line, which capitals and tracking would break. */
  :lang(hi) body { line-height: 1.7; }
  :lang(hi) .badge { text-transform: none; letter-spacing: 0; }
`;

export type CheckoutView = {
  reference: string;
  modelName: string;
  colour: string;
  amount: number;
  pending: boolean;
  /** Where the customer goes back to (the booking's thank-you page). */
  returnPath: string;
  /** The language of the page: the order's (English when not known). */
  language: Language;
};

/** The test checkout of one order: the outcome buttons while it is pending, else a note that it is completed. */
export function checkoutPage(view: CheckoutView): string {
  const t = SANDBOX_PAGE[view.language];
  const details = `<dl>
<dt>${escapeHtml(t.merchantLabel)}</dt><dd>${escapeHtml(t.merchant)}</dd>
<dt>${escapeHtml(t.bookingLabel)}</dt><dd>${escapeHtml(view.reference)}</dd>
<dt>${escapeHtml(t.bikeLabel)}</dt><dd>${escapeHtml(view.modelName)}, ${escapeHtml(view.colour)}</dd>
<dt>${escapeHtml(t.amountLabel)}</dt><dd>${escapeHtml(rupees(view.amount))}</dd>
</dl>`;
  const actions = view.pending
    ? `<form method="post">
<fieldset>
<legend>${escapeHtml(t.choices)}</legend>
<button type="submit" class="pay" name="outcome" value="success">${escapeHtml(t.pay(view.amount))}</button>
<button type="submit" class="decline" name="outcome" value="failed">${escapeHtml(t.decline)}</button>
</fieldset>
</form>
<p><a href="${escapeHtml(view.returnPath)}">${escapeHtml(t.cancel)}</a></p>`
    : `<p role="status">${escapeHtml(t.completed)}</p>
<p><a href="${escapeHtml(view.returnPath)}">${escapeHtml(t.back)}</a></p>`;
  return htmlPage(
    t.title,
    STYLE,
    `<p class="badge">${escapeHtml(t.badge)}</p>
<h1>${escapeHtml(t.heading)}</h1>
<p class="notice">${escapeHtml(t.notice)}</p>
${details}
${actions}`,
    view.language,
  );
}

/** No such order, so no language of its own: the one the browser asks for, when it is one of ours. */
export function orderNotFoundPage(language: Language): string {
  const t = SANDBOX_PAGE[language];
  return htmlPage(
    t.notFoundTitle,
    STYLE,
    `<p class="badge">${escapeHtml(t.badge)}</p>
<h1>${escapeHtml(t.notFoundHeading)}</h1>
<p>${escapeHtml(t.notFound)}</p>
<p><a href="${escapeHtml(localePath(language, '/'))}">${escapeHtml(t.home)}</a></p>`,
    language,
  );
}
