// An order's documents as PDF, made on request from the order's data (server/platform/pdf.ts): the booking receipt, the tax
// invoice (GST, as an Indian buyer expects it: seller and buyer with addresses and GSTIN, HSN, taxable value, CGST +
// SGST within the seller's state or IGST across states, total in figures and words, what was paid, the chassis) and
// the delivery note (what was handed over, where and when). Which document exists when: contract/order-document-rules.ts.
import { BRAND, EV_GST_PERCENT, EV_HSN, GST_STATE_CODES, type Seller } from '@contract/company-rules.js';
import { ORDER_DOCUMENT_LABELS, type OrderDocument } from '@contract/order-document-rules.js';
import type { Order } from '@contract/orders.js';
import { PdfDocument, pdfRupees } from '../../platform/pdf.js';
import type { DocumentFacts } from './documents-store.js';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
/** "14 Mar 2026", the day in India. */
export const documentDate = (value: Date | string) => dateFormat.format(new Date(value));

/** The invoice's serial number (documents-store.ts invoiceNumberFor gives every delivered order one before its documents are made). */
const invoiceNumber = (facts: DocumentFacts) => facts.invoiceNumber ?? '-';

const ONES = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];
function belowHundred(n: number): string {
  return n < 20 ? ONES[n]! : `${TENS[Math.floor(n / 10)]!}${n % 10 ? `-${ONES[n % 10]!}` : ''}`;
}
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]!} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** Whole rupees in words in the Indian system: 115982 → "Rupees One Lakh Fifteen Thousand Nine Hundred Eighty-Two only". */
export function rupeesInWords(rupees: number): string {
  if (rupees === 0) return 'Rupees Zero only';
  const parts: string[] = [];
  const crore = Math.floor(rupees / 10_000_000);
  const lakh = Math.floor((rupees % 10_000_000) / 100_000);
  const thousand = Math.floor((rupees % 100_000) / 1000);
  const rest = rupees % 1000;
  if (crore) parts.push(`${rupeesInWords(crore).replace(/^Rupees | only$/g, '')} Crore`);
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest) parts.push(belowThousand(rest));
  return `Rupees ${parts.join(' ')} only`;
}

/** The GST inside a GST-inclusive price, in paise: taxable value, then CGST + SGST (same state) or IGST. */
export function gstOf(priceRupees: number, intraState: boolean): { taxable: number; cgst: number; sgst: number; igst: number; total: number } {
  const total = priceRupees * 100;
  const taxable = Math.round((total * 100) / (100 + EV_GST_PERCENT));
  const tax = total - taxable;
  if (!intraState) return { taxable, cgst: 0, sgst: 0, igst: tax, total };
  const cgst = Math.round(tax / 2);
  return { taxable, cgst, sgst: tax - cgst, igst: 0, total };
}

const paise = (rupees: number) => rupees * 100;
const placeOfSupply = (facts: DocumentFacts) => `${GST_STATE_CODES[facts.stateId] ?? '--'}-${facts.stateName}`;
const bike = (order: Order) => `Revolt ${order.model_name} electric motorcycle, ${order.colour}`;

function buyerLines(order: Order, facts: DocumentFacts): string[] {
  const address = order.shipping
    ? [order.shipping.line1, order.shipping.line2, order.shipping.landmark, `${facts.cityName}, ${facts.stateName} ${order.shipping.pincode}`]
    : [[facts.areaName, facts.cityName].filter(Boolean).join(', '), `${facts.stateName} ${order.pincode}`];
  return [order.name, ...address.filter(Boolean), `Mobile: +91 ${order.mobile}`];
}

const sellerLines = (seller: Seller) => [seller.legalName, ...seller.address, `GSTIN: ${seller.gstin}`];
const hubLine = (order: Order) => `${order.hub.name}, ${order.hub.address}`;

function start(document: OrderDocument, order: Order, seller: Seller, now: Date): PdfDocument {
  const title = `${ORDER_DOCUMENT_LABELS[document]} ${order.reference}`;
  const pdf = new PdfDocument({ title, author: seller.legalName, created: now });
  pdf.text(BRAND, { size: 11, font: 'bold', gapAfter: 0 });
  pdf.text(ORDER_DOCUMENT_LABELS[document], { size: 18, font: 'bold', gapAfter: 2 });
  return pdf;
}

function finish(pdf: PdfDocument, lines: string[]): Buffer {
  pdf.rule();
  for (const line of lines) pdf.text(line, { size: 8.5, gapAfter: 1 });
  return pdf.toBuffer();
}

export function bookingReceipt(order: Order, facts: DocumentFacts, seller: Seller, now: Date): Buffer {
  const pdf = start('receipt', order, seller, now);
  pdf.rule();
  pdf.columns([sellerLines(seller), ['Received from', ...buyerLines(order, facts)]]);
  pdf.fields([
    ['Booking reference', order.reference],
    ['Booked on', documentDate(order.created_at)],
    ['Bike', bike(order)],
    ['Delivery hub', hubLine(order)],
  ]);
  pdf.table(
    [{ header: 'Paid on', width: 1.2 }, { header: 'Payment id', width: 2 }, { header: 'Gateway order', width: 2 }, { header: 'Amount', width: 1.3, align: 'right' }],
    facts.payments.map((p) => [documentDate(p.paidAt), p.paymentId ?? '-', p.orderId, pdfRupees(paise(p.amount))]),
  );
  pdf.fields([
    ['Amount paid', pdfRupees(paise(order.amount_paid))],
    ['In words', rupeesInWords(order.amount_paid)],
    ['Bike price', pdfRupees(paise(order.price))],
    // The coupon as the order recorded it (its text names what it gave: the booking amount, the price or an accessory).
    ...(order.coupon ? [['Coupon', `${order.coupon.code}: ${order.coupon.text}`] as [string, string]] : []),
  ]);
  return finish(pdf, [
    order.kind === 'booking'
      ? 'This receipt is for the booking amount, which counts towards the price of the bike. The tax invoice is issued at delivery.'
      : 'This receipt is for the payment made online. The tax invoice is issued at delivery.',
    `${seller.legalName}, ${seller.address.join(', ')}. GSTIN ${seller.gstin}. ${seller.website}`,
  ]);
}

export function taxInvoice(order: Order, facts: DocumentFacts, seller: Seller, now: Date): Buffer {
  const deliveredAt = order.delivered_at ?? now.toISOString();
  const intraState = facts.stateId === seller.stateId;
  const gst = gstOf(order.price, intraState);
  const half = EV_GST_PERCENT / 2;
  const pdf = start('invoice', order, seller, now);
  pdf.text('Original for recipient', { size: 8.5, gapAfter: 2 }).rule();
  pdf.columns([['Seller', ...sellerLines(seller)], ['Buyer (billed to)', ...buyerLines(order, facts)]]);
  pdf.fields([
    ['Invoice number', invoiceNumber(facts)],
    ['Invoice date', documentDate(deliveredAt)],
    ['Order reference', order.reference],
    ['Place of supply', placeOfSupply(facts)],
    ['Delivered at', hubLine(order)],
    ['Chassis number', order.chassis ?? '-'],
    ...(order.registration_number ? ([['Registration number', order.registration_number]] as [string, string][]) : []),
    ['Reverse charge', 'No'],
  ]);
  const taxRows = intraState
    ? [
        ['', `CGST @ ${half}%`, '', '', pdfRupees(gst.cgst)],
        ['', `SGST @ ${half}%`, '', '', pdfRupees(gst.sgst)],
      ]
    : [['', `IGST @ ${EV_GST_PERCENT}%`, '', '', pdfRupees(gst.igst)]];
  pdf.table(
    [
      { header: '#', width: 0.4 },
      { header: 'Description', width: 4 },
      { header: 'HSN', width: 1.1 },
      { header: 'Qty', width: 0.6, align: 'right' },
      { header: 'Amount', width: 1.6, align: 'right' },
    ],
    [
      ['1', `${bike(order)} (chassis ${order.chassis ?? '-'}), with portable charger`, EV_HSN, '1', pdfRupees(gst.taxable)],
      ['', 'Taxable value', '', '', pdfRupees(gst.taxable)],
      ...taxRows,
      ['', 'Invoice total', '', '', pdfRupees(gst.total)],
    ],
  );
  const online = order.amount_paid;
  const tradeIn = order.upgrade ? (order.upgrade.final_valuation ?? order.upgrade.valuation) : 0;
  const atHub = Math.max(0, order.price - online - tradeIn);
  pdf.fields([
    ['Total in words', rupeesInWords(order.price)],
    ['GST included', `${pdfRupees(gst.total - gst.taxable)} of the total is GST`],
    ['Amount paid', pdfRupees(paise(order.price))],
    ...(online > 0 ? ([['  paid online', pdfRupees(paise(online))]] as [string, string][]) : []),
    ...(tradeIn > 0 ? ([['  old bike taken in', `${pdfRupees(paise(tradeIn))} (chassis ${order.upgrade?.trade_in_chassis ?? ''})`]] as [string, string][]) : []),
    ...(atHub > 0 ? ([['  paid at the hub', pdfRupees(paise(atHub))]] as [string, string][]) : []),
    ['Balance due', pdfRupees(0)],
  ]);
  return finish(pdf, [
    `Tax is charged at ${EV_GST_PERCENT}% GST on electric vehicles (HSN ${EV_HSN}); ${intraState ? 'CGST and SGST apply within the same state' : 'IGST applies to a supply across states'}.`,
    'Warranty terms run from the invoice date. This is a computer-generated invoice and needs no signature.',
    `For ${seller.legalName}. ${seller.website}`,
  ]);
}

/** What the customer takes home with the bike. */
export const HANDED_OVER = [
  'The motorcycle, with two keys',
  'Portable charger and its cable',
  "Owner's manual and warranty terms",
  'Tool kit',
  'Tax invoice, insurance policy and the RTO registration papers (the registration certificate follows from the RTO)',
] as const;

export function deliveryNote(order: Order, facts: DocumentFacts, seller: Seller, now: Date): Buffer {
  const deliveredAt = order.delivered_at ?? now.toISOString();
  const pdf = start('delivery-note', order, seller, now);
  pdf.rule();
  pdf.columns([['From', seller.legalName, order.hub.name, order.hub.address, `Phone: ${order.hub.phone}`], ['Delivered to', ...buyerLines(order, facts)]]);
  pdf.fields([
    ['Order reference', order.reference],
    ['Delivery date', documentDate(deliveredAt)],
    ['Delivered at', hubLine(order)],
    ['Bike', bike(order)],
    ['Chassis number', order.chassis ?? '-'],
    ['Registration number', order.registration_number ?? 'Applied for: the hub records it when the RTO issues it'],
    ['Tax invoice', invoiceNumber(facts)],
  ]);
  pdf.text('Handed over', { size: 11, font: 'bold' });
  pdf.table([{ header: 'Item', width: 5 }, { header: 'Qty', width: 0.6, align: 'right' }], HANDED_OVER.map((item) => [item, '1']));
  pdf.text('The customer received the bike and the items above in good condition, and was shown how to charge and ride it.', { size: 9.5 });
  return finish(pdf, [`${seller.legalName}, ${seller.address.join(', ')}. GSTIN ${seller.gstin}.`]);
}

export const DOCUMENT_WRITERS: Readonly<Record<OrderDocument, (order: Order, facts: DocumentFacts, seller: Seller, now: Date) => Buffer>> = {
  receipt: bookingReceipt,
  invoice: taxInvoice,
  'delivery-note': deliveryNote,
};
