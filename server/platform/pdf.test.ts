// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PdfDocument, pdfRupees, textWidth, winAnsiBytes, wrapText } from './pdf.js';
import { readPdf } from '../test-fakes/read-pdf.js';

const created = new Date('2026-03-14T10:00:00Z');

describe('the PDF writer', () => {
  it('writes a file whose header, xref offsets, page tree and stream lengths are right, with the text on the page', () => {
    const doc = new PdfDocument({ title: 'Tax invoice (a test)', author: 'Revolt Motors', created });
    doc.text('Tax invoice', { size: 16, font: 'bold' }).rule();
    doc.columns([['Seller', 'Revolt Intellicorp'], ['Buyer', 'Rohan Deshmukh', 'Mumbai']]);
    doc.fields([['Invoice number', 'INV-2526-000042'], ['Chassis', 'MD9RV400X25A01234']]);
    doc.table([{ header: 'Description', width: 3 }, { header: 'Amount', width: 1, align: 'right' }], [['RV400 (Rebel Red)', pdfRupees(11_598_200)]]);
    const file = doc.toBuffer();
    expect(file.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    const pdf = readPdf(file);
    expect(pdf.pages).toHaveLength(1);
    const text = pdf.pages[0]!.join('\n');
    for (const expected of ['Tax invoice', 'Seller', 'Rohan Deshmukh', 'INV-2526-000042', 'MD9RV400X25A01234', 'RV400 (Rebel Red)', 'Rs. 1,15,982.00']) {
      expect(text).toContain(expected);
    }
    expect(pdf.info).toContain('/Title (Tax invoice \\(a test\\))');
    expect([...pdf.objects.values()].join('\n')).toContain('/BaseFont /Helvetica /Encoding /WinAnsiEncoding');
  });

  it('escapes brackets and backslashes, and writes the rupee sign as Rs.', () => {
    const doc = new PdfDocument({ title: 't', author: 'a', created });
    doc.text('Paid (online) \\ ₹499 – café');
    const pdf = readPdf(doc.toBuffer());
    expect(pdf.pages[0]).toEqual(['Paid (online) \\ Rs. 499 \x96 caf\xe9']);
    expect(winAnsiBytes('₹1 €')).toEqual([...Buffer.from('Rs. 1 ', 'latin1'), 0x80]);
    expect(winAnsiBytes('😀')).toEqual([63]);
  });

  it('breaks onto new pages when the text runs past the bottom margin, numbering them', () => {
    const doc = new PdfDocument({ title: 'Owner’s manual', author: 'a', created });
    for (let i = 1; i <= 120; i++) doc.text(`Line ${i}`);
    const pdf = readPdf(doc.toBuffer());
    expect(pdf.pages.length).toBeGreaterThan(1);
    expect(pdf.pages.flat()).toContain('Line 120');
    expect(pdf.pages.at(-1)).toContain(`Owner\x92s manual, page ${pdf.pages.length} of ${pdf.pages.length}`);
  });

  it('measures Helvetica and wraps at word boundaries', () => {
    expect(textWidth('M', 10)).toBeCloseTo(8.33);
    expect(textWidth('M', 10, 'bold')).toBeCloseTo(8.33);
    expect(textWidth('i', 10)).toBeCloseTo(2.22);
    const lines = wrapText('one two three four five six', textWidth('one two three', 10), 10);
    expect(lines).toEqual(['one two three', 'four five six']);
  });

  it('writes rupees in the Indian grouping with paise', () => {
    expect(pdfRupees(11_598_200)).toBe('Rs. 1,15,982.00');
    expect(pdfRupees(49_900)).toBe('Rs. 499.00');
    expect(pdfRupees(552_295)).toBe('Rs. 5,522.95');
  });
});
