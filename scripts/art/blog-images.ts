// `npm run images`: writes every article's hero, thumbnail and social PNG to public/images/blog/,
// and each model's social PNG to public/images/bikes/ (the bike drawings come from `npx tsx scripts/art/bike-art.ts`).
// Run after adding or retitling an article; the output is committed (the content test checks it).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { resolveAppLinks } from '../../src/lib/app-links.ts';
import { bikes } from '../../src/content/bikes.ts';
import { bikeSvg } from './bike-art.ts';
import { heroSvg, socialSvg, thumbSvg } from './blog-art.ts';
import { loadAllArticles } from '../build/vite-plugin-blog.ts';

const root = resolve(import.meta.dirname, '../..');
const out = join(root, 'public/images/blog');
mkdirSync(out, { recursive: true });
for (const { meta } of loadAllArticles(root, resolveAppLinks({}))) {
  writeFileSync(join(out, `${meta.slug}.svg`), heroSvg(meta));
  writeFileSync(join(out, `${meta.slug}-thumb.svg`), thumbSvg(meta));
  await sharp(Buffer.from(socialSvg(meta))).png({ compressionLevel: 9, palette: true }).toFile(join(out, `${meta.slug}-og.png`));
}
// Social images of the model pages: the bike in its first colour with its name, 1200x630.
const bikesOut = join(root, 'public/images/bikes');
mkdirSync(bikesOut, { recursive: true });
for (const bike of bikes) {
  const art = bikeSvg(bike.id, bike.colours[0].hex).replace(/<svg([^>]*?)width="1200" height="750"/, '<svg$1x="330" y="80" width="840" height="525"');
  const card = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"><rect width="1200" height="630" fill="#f4f5f7"/><rect y="590" width="1200" height="40" fill="#c8102e"/>${art}<text x="60" y="200" font-family="sans-serif" font-size="88" font-weight="800" fill="#15171a">${bike.name.replace('&', '&amp;')}</text><text x="60" y="260" font-family="sans-serif" font-size="30" fill="#4d535c">Revolt Motors</text></svg>`;
  await sharp(Buffer.from(card)).png({ compressionLevel: 9, palette: true }).toFile(join(bikesOut, `${bike.id}-og.png`));
}
// The organisation's logo for search engines (the home page's Organization JSON-LD wants at least 112 px): the
// favicon's mark, 512 px square.
const favicon = readFileSync(join(root, 'public/favicon.svg'), 'utf8').replace('width="64" height="64"', 'width="512" height="512"');
await sharp(Buffer.from(favicon)).png({ compressionLevel: 9 }).toFile(join(root, 'public/images/logo-512.png'));
console.log(`wrote artwork to ${out} and ${bikesOut}, and public/images/logo-512.png`);
