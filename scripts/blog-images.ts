// `npm run images`: writes every article's hero, thumbnail and social PNG to public/images/blog/.
// Run after adding or retitling an article; the output is committed (the content test checks it).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { resolveAppLinks } from '../src/lib/app-links.ts';
import { heroSvg, socialSvg, thumbSvg } from './blog-art.ts';
import { loadAllArticles } from './vite-plugin-blog.ts';

const root = resolve(import.meta.dirname, '..');
const out = join(root, 'public/images/blog');
mkdirSync(out, { recursive: true });
for (const { meta } of loadAllArticles(root, resolveAppLinks({}))) {
  writeFileSync(join(out, `${meta.slug}.svg`), heroSvg(meta));
  writeFileSync(join(out, `${meta.slug}-thumb.svg`), thumbSvg(meta));
  await sharp(Buffer.from(socialSvg(meta))).png({ compressionLevel: 9, palette: true }).toFile(join(out, `${meta.slug}-og.png`));
}
console.log(`wrote artwork to ${out}`);
