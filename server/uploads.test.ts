// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { attachmentDisposition, detectDocumentType, sanitiseFileName } from './uploads.js';

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
  const pdf = Buffer.from('%PDF-1.7\n...', 'latin1');
  const docx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....word/document.xml....', 'latin1')]);

  it('needs the extension and the bytes to agree', () => {
    expect(detectDocumentType('cv.PDF', pdf)).toBe('.pdf');
    expect(detectDocumentType('cv.docx', docx)).toBe('.docx');
    expect(detectDocumentType('cv.docx', pdf)).toBeNull();
    expect(detectDocumentType('cv.pdf', docx)).toBeNull();
    expect(detectDocumentType('cv.txt', pdf)).toBeNull();
  });

  it('refuses a zip that is not a Word document', () => {
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('xl/workbook.xml', 'latin1')]);
    expect(detectDocumentType('cv.docx', zip)).toBeNull();
  });
});

describe('attachment fallback', () => {
  it('replaces what is not plain ASCII, and falls back when nothing is left', () => {
    expect(attachmentDisposition('\u092a\u094d', 'cv')).toMatch(/^attachment; filename="__"/);
    expect(attachmentDisposition(' ', 'cv')).toMatch(/^attachment; filename="cv"/);
  });
});
