// A small PDF writer (PDF 1.4, no dependency) for the documents the server generates on request: text in the standard
// Helvetica fonts (WinAnsi encoding, so no font is embedded), lines and simple tables on A4 pages, laid out top to
// bottom with page breaks. Content streams are left uncompressed: the files stay small, and tests can read the text.

/** A4 in points. */
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 48;

type FontName = 'regular' | 'bold';
const FONT_KEYS: Record<FontName, string> = { regular: 'F1', bold: 'F2' };
const BASE_FONTS: Record<FontName, string> = { regular: 'Helvetica', bold: 'Helvetica-Bold' };

// Advance widths (1/1000 em) of the printable ASCII characters 32–126, from Adobe's Helvetica and Helvetica-Bold AFM
// files; any other character is measured as a digit (556), close enough for layout.
const WIDTHS: Record<FontName, number[]> = {
  regular: [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584,
    584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611,
    278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500,
    500, 500, 334, 260, 334, 584,
  ],
  bold: [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584,
    584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611,
    333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556,
    556, 500, 389, 280, 389, 584,
  ],
};

// WinAnsi (CP1252) codes 0x80–0x9F that are not Latin-1; Latin-1 0xA0–0xFF map to themselves.
const CP1252: Record<string, number> = {
  '€': 0x80, '‚': 0x82, 'ƒ': 0x83, '„': 0x84, '…': 0x85, '†': 0x86, '‡': 0x87, 'ˆ': 0x88, '‰': 0x89, 'Š': 0x8a, '‹': 0x8b, 'Œ': 0x8c, 'Ž': 0x8e,
  '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97, '˜': 0x98, '™': 0x99, 'š': 0x9a, '›': 0x9b, 'œ': 0x9c, 'ž': 0x9e, 'Ÿ': 0x9f,
};

/** The WinAnsi byte of each character; the rupee sign becomes "Rs.", anything else outside WinAnsi a "?". */
export function winAnsiBytes(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text.replace(/₹\s?/g, 'Rs. ')) {
    const code = char.codePointAt(0) ?? 63;
    if ((code >= 32 && code <= 126) || (code >= 0xa0 && code <= 0xff)) bytes.push(code);
    else bytes.push(CP1252[char] ?? 63);
  }
  return bytes;
}

/** A PDF string literal of the text: WinAnsi bytes, with ( ) \ escaped. */
function pdfString(text: string): string {
  let out = '(';
  for (const byte of winAnsiBytes(text)) {
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else out += String.fromCharCode(byte);
  }
  return `${out})`;
}

/** The width of the text in points at `size`. */
export function textWidth(text: string, size: number, font: FontName = 'regular'): number {
  let units = 0;
  for (const byte of winAnsiBytes(text)) units += byte >= 32 && byte <= 126 ? (WIDTHS[font][byte - 32] ?? 556) : 556;
  return (units * size) / 1000;
}

const num = (value: number) => (Math.round(value * 100) / 100).toString();

/** Splits the text into lines no wider than `width` (at word boundaries; a word too long for a line stands alone). */
export function wrapText(text: string, width: number, size: number, font: FontName = 'regular'): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && textWidth(candidate, size, font) > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    lines.push(line);
  }
  return lines;
}

export type TextOptions = { size?: number; font?: FontName; align?: 'left' | 'right' | 'center'; gapAfter?: number };
export type TableColumn = { header: string; width: number; align?: 'left' | 'right' };

/** A document being written: call its layout methods top to bottom, then toBuffer(). */
export class PdfDocument {
  private readonly pages: string[][] = [[]];
  private y = PAGE_HEIGHT - MARGIN;
  readonly width = PAGE_WIDTH - 2 * MARGIN;

  constructor(private readonly info: { title: string; author: string; created: Date }) {}

  private get ops(): string[] {
    return this.pages[this.pages.length - 1]!;
  }

  /** Starts a new page when fewer than `height` points are left. */
  private room(height: number): void {
    if (this.y - height >= MARGIN) return;
    this.pages.push([]);
    this.y = PAGE_HEIGHT - MARGIN;
  }

  private put(x: number, y: number, text: string, size: number, font: FontName): void {
    this.ops.push(`BT /${FONT_KEYS[font]} ${num(size)} Tf ${num(x)} ${num(y)} Td ${pdfString(text)} Tj ET`);
  }

  /** A paragraph, wrapped to the page width (or the width given). */
  text(text: string, options: TextOptions & { x?: number; width?: number } = {}): this {
    const { size = 10, font = 'regular', align = 'left', gapAfter = 4 } = options;
    const x0 = MARGIN + (options.x ?? 0);
    const width = options.width ?? this.width - (options.x ?? 0);
    const leading = size * 1.3;
    for (const line of wrapText(text, width, size, font)) {
      this.room(leading);
      this.y -= leading;
      const w = textWidth(line, size, font);
      const x = align === 'right' ? x0 + width - w : align === 'center' ? x0 + (width - w) / 2 : x0;
      this.put(x, this.y + size * 0.25, line, size, font);
    }
    this.y -= gapAfter;
    return this;
  }

  /** Two blocks side by side (e.g. seller and buyer), each a list of lines; the first line of each in bold. */
  columns(blocks: string[][], size = 9.5): this {
    const width = this.width / blocks.length;
    const wrapped = blocks.map((lines) => lines.flatMap((line, i) => wrapText(line, width - 12, size, i === 0 ? 'bold' : 'regular').map((text) => ({ text, bold: i === 0 }))));
    const leading = size * 1.35;
    const height = Math.max(...wrapped.map((lines) => lines.length)) * leading;
    this.room(height);
    wrapped.forEach((lines, column) => {
      lines.forEach((line, i) => this.put(MARGIN + column * width, this.y - (i + 1) * leading + size * 0.25, line.text, size, line.bold ? 'bold' : 'regular'));
    });
    this.y -= height + 6;
    return this;
  }

  /** Label and value pairs, one a line, the labels in a column of their own. */
  fields(pairs: [string, string][], size = 10, labelWidth = 150): this {
    for (const [label, value] of pairs) {
      const lines = wrapText(value, this.width - labelWidth, size);
      const leading = size * 1.4;
      this.room(leading * lines.length);
      this.put(MARGIN, this.y - leading + size * 0.25, label, size, 'bold');
      lines.forEach((line, i) => this.put(MARGIN + labelWidth, this.y - (i + 1) * leading + size * 0.25, line, size, 'regular'));
      this.y -= leading * lines.length;
    }
    this.y -= 6;
    return this;
  }

  /** A horizontal rule across the page. */
  rule(width = 0.75, gap = 8): this {
    this.room(gap * 2);
    this.y -= gap;
    this.ops.push(`${num(width)} w ${num(MARGIN)} ${num(this.y)} m ${num(MARGIN + this.width)} ${num(this.y)} l S`);
    this.y -= gap;
    return this;
  }

  /** A line between two points (page coordinates, from the bottom left). */
  line(x1: number, y1: number, x2: number, y2: number, width = 0.5): this {
    this.ops.push(`${num(width)} w ${num(x1)} ${num(y1)} m ${num(x2)} ${num(y2)} l S`);
    return this;
  }

  /** Vertical space. */
  space(points: number): this {
    this.y -= points;
    return this;
  }

  /**
   * A table: a bold header row over a rule, then the rows (cells wrap within their column), a rule under each row.
   * Column widths are shares of the page width (they are scaled to fill it).
   */
  table(columns: TableColumn[], rows: string[][], size = 9.5): this {
    const total = columns.reduce((sum, c) => sum + c.width, 0);
    const widths = columns.map((c) => (c.width / total) * this.width);
    const pad = 4;
    const leading = size * 1.35;
    const drawRow = (cells: string[], font: FontName) => {
      const wrapped = cells.map((cell, i) => wrapText(cell, widths[i]! - 2 * pad, size, font));
      const height = Math.max(...wrapped.map((lines) => lines.length)) * leading + 2 * pad;
      this.room(height);
      let x = MARGIN;
      wrapped.forEach((lines, i) => {
        const right = columns[i]?.align === 'right';
        lines.forEach((line, j) => {
          if (!line) return;
          const w = textWidth(line, size, font);
          this.put(right ? x + widths[i]! - pad - w : x + pad, this.y - pad - (j + 1) * leading + size * 0.25, line, size, font);
        });
        x += widths[i]!;
      });
      this.y -= height;
      this.line(MARGIN, this.y, MARGIN + this.width, this.y, font === 'bold' ? 0.75 : 0.25);
    };
    this.room(leading * 3);
    this.line(MARGIN, this.y, MARGIN + this.width, this.y, 0.75);
    drawRow(columns.map((c) => c.header), 'bold');
    for (const row of rows) drawRow(row, 'regular');
    this.y -= 8;
    return this;
  }

  /** The finished file: header, objects, cross-reference table and trailer. */
  toBuffer(): Buffer {
    const objects: string[] = [];
    const add = (body: string) => objects.push(body) as number;
    const catalog = add('');
    const pagesRef = add('');
    const fonts = (Object.keys(FONT_KEYS) as FontName[]).map((font) => ({
      key: FONT_KEYS[font],
      ref: add(`<< /Type /Font /Subtype /Type1 /BaseFont /${BASE_FONTS[font]} /Encoding /WinAnsiEncoding >>`),
    }));
    const resources = `<< /Font << ${fonts.map((f) => `/${f.key} ${f.ref} 0 R`).join(' ')} >> >>`;
    const pageRefs = this.pages.map((ops, i) => {
      const footer = this.pages.length > 1 ? [`BT /F1 8 Tf ${num(MARGIN)} 24 Td ${pdfString(`${this.info.title}, page ${i + 1} of ${this.pages.length}`)} Tj ET`] : [];
      const stream = [...ops, ...footer].join('\n');
      const content = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
      return add(`<< /Type /Page /Parent ${pagesRef} 0 R /MediaBox [0 0 ${num(PAGE_WIDTH)} ${num(PAGE_HEIGHT)}] /Resources ${resources} /Contents ${content} 0 R >>`);
    });
    objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesRef} 0 R >>`;
    objects[pagesRef - 1] = `<< /Type /Pages /Kids [${pageRefs.map((r) => `${r} 0 R`).join(' ')}] /Count ${pageRefs.length} >>`;
    const date = this.info.created.toISOString().replace(/[-:T]/g, '').slice(0, 14);
    const infoRef = add(`<< /Title ${pdfString(this.info.title)} /Author ${pdfString(this.info.author)} /Producer (Revolt web API) /CreationDate (D:${date}Z) >>`);

    // The binary comment line marks the file as binary for transfer tools (PDF 1.4 §3.4.1).
    let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
    const offsets = objects.map((body, i) => {
      const offset = Buffer.byteLength(out, 'latin1');
      out += `${i + 1} 0 obj\n${body}\nendobj\n`;
      return offset;
    });
    const xref = Buffer.byteLength(out, 'latin1');
    out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
    out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${infoRef} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(out, 'latin1');
  }
}

/** Whole rupees or rupees and paise in the Indian grouping, as WinAnsi can print them: "Rs. 1,15,982.00". */
export function pdfRupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(Math.round(paise));
  const rupees = Math.floor(abs / 100).toLocaleString('en-IN');
  return `${sign}Rs. ${rupees}.${String(abs % 100).padStart(2, '0')}`;
}
