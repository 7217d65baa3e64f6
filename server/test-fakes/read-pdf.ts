// Test helper: a minimal reader of what server/platform/pdf.ts writes, strict about the structure (header, xref offsets,
// stream lengths, page tree) so a test that reads a document also checks the file is well formed.
/** A minimal reader of what the writer makes: the objects by the xref table, and the text shown on each page. */
export function readPdf(file: Buffer): { version: string; objects: Map<number, string>; pages: string[][]; info: string } {
  const raw = file.toString('latin1');
  const version = /^%PDF-(\d\.\d)\n/.exec(raw)?.[1];
  if (!version) throw new Error('no %PDF- header');
  if (!raw.endsWith('%%EOF\n')) throw new Error('no %%EOF');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(raw)?.[1]);
  if (raw.slice(startxref, startxref + 5) !== 'xref\n') throw new Error(`startxref ${startxref} does not point at the xref table`);
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(raw.slice(startxref)) ?? [];
  if (first !== '0' || !count) throw new Error('malformed xref header');
  const entries = raw.slice(startxref).split('\n').slice(2, 2 + Number(count));
  const objects = new Map<number, string>();
  entries.forEach((entry, n) => {
    if (!/^\d{10} \d{5} [nf] $/.test(entry)) throw new Error(`xref entry ${n} is not 20 bytes: ${JSON.stringify(entry)}`);
    if (n === 0) return;
    const offset = Number(entry.slice(0, 10));
    const header = `${n} 0 obj\n`;
    if (raw.slice(offset, offset + header.length) !== header) throw new Error(`object ${n} is not at offset ${offset}`);
    objects.set(n, raw.slice(offset + header.length, raw.indexOf('\nendobj\n', offset)));
  });
  const root = Number(/\/Root (\d+) 0 R/.exec(raw.slice(startxref))?.[1]);
  const info = objects.get(Number(/\/Info (\d+) 0 R/.exec(raw.slice(startxref))?.[1])) ?? '';
  const pagesRef = Number(/\/Pages (\d+) 0 R/.exec(objects.get(root) ?? '')?.[1]);
  const kids = [...(objects.get(pagesRef) ?? '').matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));
  const pages = kids.map((kid) => {
    const contentRef = Number(/\/Contents (\d+) 0 R/.exec(objects.get(kid) ?? '')?.[1]);
    const content = objects.get(contentRef) ?? '';
    const length = Number(/\/Length (\d+)/.exec(content)?.[1]);
    const stream = content.slice(content.indexOf('stream\n') + 7, content.indexOf('\nendstream'));
    if (stream.length !== length) throw new Error(`stream /Length ${length} but ${stream.length} bytes`);
    return [...stream.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((m) => m[1]!.replace(/\\(.)/g, '$1'));
  });
  return { version, objects, pages, info };
}
