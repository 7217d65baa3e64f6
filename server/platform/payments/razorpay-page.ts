// Our page that opens Razorpay Checkout for one order. It uses Checkout's form integration: the checkout.js
// script tag reads its options from data-* attributes and draws the pay button, so the page has no inline
// script and its CSP allows scripts from Razorpay's checkout host only. Every value goes through escapeHtml.
import { RAZORPAY_PAGE, rupees } from '../messages.js';
import { toPaise } from './money.js';
import { escapeHtml, htmlPage } from './html-page.js';

export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

// checkout.js runs in our page and opens its payment frame from api.razorpay.com, which also takes its calls;
// with redirect: true it posts the payment form to api.razorpay.com, and the outcome comes back to our callback.
export const RAZORPAY_PAGE_CSP = [
  "default-src 'none'",
  'script-src https://checkout.razorpay.com',
  'frame-src https://api.razorpay.com https://checkout.razorpay.com',
  'connect-src https://api.razorpay.com https://lumberjack.razorpay.com',
  'img-src https://cdn.razorpay.com data:',
  "style-src 'unsafe-inline'",
  "form-action 'self' https://api.razorpay.com",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

const STYLE = `
  body { margin: 0; background: #f1f2f4; color: #1c1d21; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  main { max-width: 30rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border: 1px solid #d0d3d9; border-radius: 8px; }
  h1 { font-size: 1.5rem; margin: 0 0 0.75rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.5rem 1rem; margin: 0 0 1.5rem; }
  dt { color: #3d4048; }
  dd { margin: 0; font-weight: 600; }
  a { color: #0b4fb3; }
  a:focus-visible { outline: 3px solid #0b4fb3; outline-offset: 2px; }
`;

const page = (title: string, body: string) => htmlPage(title, STYLE, body, 'en');

export type RazorpayCheckoutView = {
  keyId: string;
  orderId: string;
  reference: string;
  modelName: string;
  colour: string;
  amount: number;
  name: string;
  email: string;
  mobile: string;
  pending: boolean;
  /** Absolute address Razorpay posts the outcome to. */
  callbackUrl: string;
  /** The booking's page in the SPA. */
  returnPath: string;
};

export function razorpayCheckoutPage(view: RazorpayCheckoutView): string {
  const t = RAZORPAY_PAGE;
  const attr = (name: string, value: string | number) => ` data-${name}="${escapeHtml(value)}"`;
  const details = `<dl>
<dt>${escapeHtml(t.bookingLabel)}</dt><dd>${escapeHtml(view.reference)}</dd>
<dt>${escapeHtml(t.bikeLabel)}</dt><dd>${escapeHtml(view.modelName)}, ${escapeHtml(view.colour)}</dd>
<dt>${escapeHtml(t.amountLabel)}</dt><dd>${escapeHtml(rupees(view.amount))}</dd>
</dl>`;
  const checkout = view.pending
    ? `<form action="${escapeHtml(view.callbackUrl)}" method="post">
<script src="${RAZORPAY_CHECKOUT_SCRIPT}"${attr('key', view.keyId)}${attr('order_id', view.orderId)}${attr('amount', toPaise(view.amount))}${attr('currency', 'INR')}${attr('name', t.merchant)}${attr('description', t.description(view.reference))}${attr('prefill.name', view.name)}${attr('prefill.email', view.email)}${attr('prefill.contact', `+91${view.mobile}`)}${attr('callback_url', view.callbackUrl)}${attr('redirect', 'true')}${attr('buttontext', t.pay(view.amount))}${attr('theme.color', '#b0102a')}></script>
</form>
<p><a href="${escapeHtml(view.returnPath)}">${escapeHtml(t.cancel)}</a></p>`
    : `<p role="status">${escapeHtml(t.completed)}</p>
<p><a href="${escapeHtml(view.returnPath)}">${escapeHtml(t.back)}</a></p>`;
  return page(t.title, `<h1>${escapeHtml(t.heading)}</h1>\n${details}\n${checkout}`);
}

export function razorpayOrderNotFoundPage(): string {
  const t = RAZORPAY_PAGE;
  return page(t.notFoundTitle, `<h1>${escapeHtml(t.notFoundHeading)}</h1>
<p>${escapeHtml(t.notFound)}</p>
<p><a href="/">${escapeHtml(t.home)}</a></p>`);
}
