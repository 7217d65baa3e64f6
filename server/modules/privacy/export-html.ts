// The readable copy of "Download my data": every value is text, escaped, never markup. Keys become headings and
// labels; nothing a customer typed can open a tag or an attribute.
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
}

const SECTIONS: Record<string, string> = {
  account: 'Your account',
  orders: 'Your orders',
  testRides: 'Test rides',
  notifyRequests: 'Notify requests',
  contactRequests: 'Contact requests',
  supportTickets: 'Support tickets',
  serviceVisits: 'Service visits',
  reviews: 'Your reviews',
  reviewsVotedHelpful: 'Reviews you found helpful',
  referrals: 'People you referred (order numbers only)',
  rewards: 'Reward points',
  redemptions: 'Rewards redeemed',
  consents: 'Your consents',
  notificationChoices: 'How we notify you',
  notificationDevices: 'Devices that show notifications',
  whatsappMessages: 'WhatsApp messages sent to you',
  whatsappOptOut: 'WhatsApp: your last message and opt-out',
};

const label = (key: string) => escapeHtml(key.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2'));

function scalar(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (value instanceof Date) return escapeHtml(value.toISOString());
  return escapeHtml(typeof value === 'string' ? value : JSON.stringify(value));
}

function render(value: unknown): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return '<p>None.</p>';
    return `<ol>${value.map((item) => `<li>${render(item)}</li>`).join('')}</ol>`;
  }
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const rows = Object.entries(value).map(([key, item]) => `<dt>${label(key)}</dt><dd>${render(item)}</dd>`);
    return `<dl>${rows.join('')}</dl>`;
  }
  return scalar(value);
}

/** A whole page: headings per section, the data as lists; `generatedAt` says when it was made. */
export function dataAsHtml(data: Record<string, unknown>, generatedAt: Date): string {
  const sections = Object.entries(data).map(([key, value]) => `<section><h2>${escapeHtml(SECTIONS[key] ?? key)}</h2>${render(value)}</section>`);
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><title>Your data</title>',
    '<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem}dt{font-weight:600}dd{margin:0 0 .5rem 1rem}</style>',
    '</head><body>',
    `<h1>Your data</h1><p>Everything we hold on your account, as of ${escapeHtml(generatedAt.toISOString())}.</p>`,
    ...sections,
    '</body></html>',
  ].join('\n');
}
