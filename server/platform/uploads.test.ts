// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildDocx, buildZip } from '../test-fakes/zip.js';
import { DOCX_LIMITS, PDF_HTML_SCAN_BYTES, attachmentDisposition, detectDocumentType, readZipDirectory, sanitiseFileName } from './uploads.js';

describe('file names', () => {
  it('keeps the name only, without control or direction characters, at most 120 characters', () => {
    expect(sanitiseFileName('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(sanitiseFileName('C:\\Users\\me\\My  CV.pdf')).toBe('My CV.pdf');
    expect(sanitiseFileName('cv\u0000\u202egpj.pdf')).toBe('cvgpj.pdf');
    const long = sanitiseFileName(`${'a'.repeat(200)}.docx`);
    expect(long).toHaveLength(120);
    expect(long.endsWith('.docx')).toBe(true);
  });

  it('writes an attachment header with an ASCII name and the exact UTF-8 name', () => {
    expect(attachmentDisposition('CV.pdf')).toBe(`attachment; filename="CV.pdf"; filename*=UTF-8''CV.pdf`);
    expect(attachmentDisposition("प्रिया's CV (2026).pdf")).toBe(
      `attachment; filename="______'s CV (2026).pdf"; filename*=UTF-8''%E0%A4%AA%E0%A5%8D%E0%A4%B0%E0%A4%BF%E0%A4%AF%E0%A4%BE%27s%20CV%20%282026%29.pdf`,
    );
  });
});

describe('document type', () => {
  const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n', 'latin1');
  const docx = buildDocx();

  it('needs the extension and the content to agree', () => {
    expect(detectDocumentType('cv.PDF', pdf)).toBe('.pdf');
    expect(detectDocumentType('cv.docx', docx)).toBe('.docx');
    expect(detectDocumentType('cv.docx', pdf)).toBeNull();
    expect(detectDocumentType('cv.pdf', docx)).toBeNull();
    expect(detectDocumentType('cv.txt', pdf)).toBeNull();
  });

  it('reads the central directory of a real .docx', () => {
    expect(readZipDirectory(docx)?.map((entry) => entry.name)).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
  });

  it('refuses a zip that is not a Word document', () => {
    expect(detectDocumentType('cv.docx', buildZip([{ name: '[Content_Types].xml', data: '<Types/>' }, { name: 'xl/workbook.xml', data: '<w/>' }]))).toBeNull();
  });

  it('refuses a zip that names word/document.xml only in its comment, or only in its bytes', () => {
    const comment = buildZip([{ name: '[Content_Types].xml', data: '<Types/>' }, { name: 'notes.txt', data: 'x' }], 'word/document.xml');
    expect(detectDocumentType('cv.docx', comment)).toBeNull();
    const fake = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....word/document.xml....', 'latin1')]);
    expect(detectDocumentType('cv.docx', fake)).toBeNull();
  });

  it('refuses a zip bomb: an uncompressed total over 50 MB, or an entry inflating far beyond real XML', () => {
    const huge = buildDocx([{ name: 'word/media/big.bin', data: Buffer.alloc(1024), declaredSize: DOCX_LIMITS.maxUncompressedBytes + 1 }]);
    expect(detectDocumentType('cv.docx', huge)).toBeNull();
    const zeros = buildDocx([{ name: 'word/media/zeros.bin', data: Buffer.alloc(8 * 1024 * 1024) }]);
    expect(zeros.length).toBeLessThan(64 * 1024);
    expect(detectDocumentType('cv.docx', zeros)).toBeNull();
  });

  it('refuses a zip with too many entries', () => {
    const many = Array.from({ length: DOCX_LIMITS.maxEntries }, (_, i) => ({ name: `word/part${i}.xml`, data: 'x', store: true }));
    expect(detectDocumentType('cv.docx', buildDocx(many))).toBeNull();
  });

  it('refuses a Java archive dressed as a .docx', () => {
    const jar = buildDocx([
      { name: 'META-INF/MANIFEST.MF', data: 'Manifest-Version: 1.0\nMain-Class: Evil\n' },
      { name: 'Evil.class', data: Buffer.from([0xca, 0xfe, 0xba, 0xbe]) },
    ]);
    expect(detectDocumentType('cv.docx', jar)).toBeNull();
  });

  it('refuses a truncated or padded zip', () => {
    expect(detectDocumentType('cv.docx', docx.subarray(0, docx.length - 5))).toBeNull();
    expect(detectDocumentType('cv.docx', Buffer.concat([docx, Buffer.from('trailing')]))).toBeNull();
  });

  it(`refuses a PDF/HTML polyglot: HTML in the first ${PDF_HTML_SCAN_BYTES / 1024} KiB`, () => {
    for (const html of ['<html><body>hi</body></html>', '<SCRIPT>alert(1)</SCRIPT>', '<!DOCTYPE html>']) {
      expect(detectDocumentType('cv.pdf', Buffer.from(`%PDF-1.7\n% ${html}\n%%EOF\n`, 'latin1'))).toBeNull();
    }
    expect(detectDocumentType('cv.pdf', Buffer.from('<html>%PDF-1.7', 'latin1'))).toBeNull();
  });
});

describe('attachment fallback', () => {
  it('replaces what is not plain ASCII, and falls back when nothing is left', () => {
    expect(attachmentDisposition('\u092a\u094d', 'cv')).toMatch(/^attachment; filename="__"/);
    expect(attachmentDisposition(' ', 'cv')).toMatch(/^attachment; filename="cv"/);
  });
});
