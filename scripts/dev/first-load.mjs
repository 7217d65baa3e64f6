// First-load JavaScript of a prerendered page: the entry script plus every modulepreload, gzipped (in the head of
// spa.html; a prerendered page lists them in its app-chunks block, loaded after the first paint).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export function firstLoadBytes(distDir, htmlFile) {
  const html = readFileSync(join(distDir, htmlFile), 'utf8');
  const files = new Set();
  for (const m of html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)) files.add(m[1]);
  for (const m of html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)) files.add(m[1]);
  const list = /<script type="application\/json" id="app-chunks">(.*?)<\/script>/.exec(html);
  for (const f of list ? JSON.parse(list[1]) : []) files.add(f);
  let total = 0;
  const parts = [];
  for (const f of files) {
    const gz = gzipSync(readFileSync(join(distDir, f)), { level: 9 }).length;
    total += gz;
    parts.push({ file: f, gz });
  }
  return { total, parts };
}

if (process.argv[1] === import.meta.filename) {
  for (const page of process.argv.slice(2)) {
    const { total, parts } = firstLoadBytes('dist', page);
    console.log(`${page}: ${(total / 1024).toFixed(1)} KB gzip`);
    for (const p of parts.sort((a, b) => b.gz - a.gz)) console.log(`   ${(p.gz / 1024).toFixed(1)} KB ${p.file}`);
  }
}
