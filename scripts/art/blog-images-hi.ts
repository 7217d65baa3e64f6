// `npx tsx scripts/art/blog-images-hi.ts`: the hero, thumbnail and social PNG of every Hindi article
// (src/content/blog-hi) in public/images/blog/, as blog-images.ts makes the English ones. The labels are the
// categories' Hindi names (src/features/blog/categories.messages.hi.ts). The social PNG is drawn here, so it needs a face with
// Devanagari letters: the site's own Hindi heading face (Rajdhani, @fontsource/rajdhani), unpacked from its WOFF files
// into a temporary font folder that this process alone reads. Run after adding or retitling a Hindi article; the
// output is committed (tests/unit/content/blog-hi-content.test.ts checks it).
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { inflateSync } from 'node:zlib';
import { resolveAppLinks } from '../../src/lib/app-links.ts';
import { categoryNames } from '../../src/features/blog/categories.messages.hi.ts';
import { heroSvg, socialSvg, thumbSvg } from './blog-art.ts';
import { loadAllArticles } from '../build/vite-plugin-blog.ts';

/** A WOFF (1.0) font as the TrueType file it wraps: each table inflated, the table directory rebuilt. */
function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const [offset, packed, size, checksum] = [woff.readUInt32BE(at + 4), woff.readUInt32BE(at + 8), woff.readUInt32BE(at + 12), woff.readUInt32BE(at + 16)];
    const raw = woff.subarray(offset, offset + packed);
    return { tag: woff.subarray(at, at + 4), data: packed < size ? inflateSync(raw) : raw, checksum };
  });
  let range = 1;
  let selector = 0;
  while (range * 2 <= count) {
    range *= 2;
    selector += 1;
  }
  const head = Buffer.alloc(12 + 16 * count);
  head.writeUInt32BE(flavor, 0);
  head.writeUInt16BE(count, 4);
  head.writeUInt16BE(range * 16, 6);
  head.writeUInt16BE(selector, 8);
  head.writeUInt16BE(count * 16 - range * 16, 10);
  const bodies: Buffer[] = [];
  let offset = head.length;
  tables.forEach((t, i) => {
    t.tag.copy(head, 12 + i * 16);
    head.writeUInt32BE(t.checksum, 16 + i * 16);
    head.writeUInt32BE(offset, 20 + i * 16);
    head.writeUInt32BE(t.data.length, 24 + i * 16);
    const padded = Buffer.concat([t.data, Buffer.alloc((4 - (t.data.length % 4)) % 4)]);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([head, ...bodies]);
}

const root = resolve(import.meta.dirname, '../..');
const fonts = mkdtempSync(join(tmpdir(), 'blog-fonts-'));
for (const subset of ['devanagari', 'latin']) {
  const woff = readFileSync(join(root, `node_modules/@fontsource/rajdhani/files/rajdhani-${subset}-700-normal.woff`));
  writeFileSync(join(fonts, `rajdhani-${subset}-700.ttf`), woffToSfnt(woff));
}
writeFileSync(
  join(fonts, 'fonts.conf'),
  `<?xml version="1.0"?>\n<fontconfig><include ignore_missing="yes">/etc/fonts/fonts.conf</include><dir>${fonts}</dir><cachedir>${fonts}/cache</cachedir></fontconfig>\n`,
);
// Read by fontconfig when sharp first draws text: set before sharp is loaded.
process.env.FONTCONFIG_FILE = join(fonts, 'fonts.conf');
const { default: sharp } = await import('sharp');

const out = join(root, 'public/images/blog');
mkdirSync(out, { recursive: true });
const articles = loadAllArticles(root, resolveAppLinks({}), 'hi');
for (const { meta } of articles) {
  const label = categoryNames[meta.category];
  writeFileSync(join(out, `${meta.slug}.svg`), heroSvg(meta, label));
  writeFileSync(join(out, `${meta.slug}-thumb.svg`), thumbSvg(meta));
  await sharp(Buffer.from(socialSvg(meta, label, 'Rajdhani')))
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(out, `${meta.slug}-og.png`));
}
console.log(`wrote the artwork of ${articles.length} Hindi articles to ${out}`);
