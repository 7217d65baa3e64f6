// @vitest-environment node
// The message catalogues (decision 048): a Hindi twin missing a key fails the build, ICU messages compile to functions
// with the language's plural rules, and every catalogue of the SPA has a twin that matches it.
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { compareCatalogues, compileIcu, exportedNames, messages, siteLanguage } from './vite-plugin-messages.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** A throwaway project: src/app.ts imports a catalogue; the build is for `lang`. Returns the built code. */
async function buildWith(lang: 'en' | 'hi', english: string, hindi: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'catalogue-'));
  try {
    await mkdir(path.join(dir, 'src', 'feature'), { recursive: true });
    await writeFile(path.join(dir, 'src', 'feature', 'messages.ts'), english);
    await writeFile(path.join(dir, 'src', 'feature', 'messages.hi.ts'), hindi);
    await writeFile(path.join(dir, 'src', 'app.ts'), "import * as t from './feature/messages';\nexport const out = [t.title, t.count({ n: 1 }), t.count({ n: 3 })];\n");
    const result = await build({
      root: dir,
      logLevel: 'silent',
      configFile: false,
      resolve: { alias: [{ find: '@messageformat/runtime', replacement: path.join(root, 'node_modules/@messageformat/runtime') }] },
      plugins: [messages(lang, dir)],
      build: { write: false, minify: false, lib: { entry: path.join(dir, 'src', 'app.ts'), formats: ['es'] } },
    });
    const output = (Array.isArray(result) ? result[0] : result) as { output: { type: string; code?: string }[] };
    return output.output.map((o) => o.code ?? '').join('\n');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const EN = "import { icu } from 'x';\nexport const title = 'Book now';\nexport const count = icu<{ n: number }>('{n, plural, one {# review} other {# reviews}}');\n";
const HI = "import { icu } from 'x';\nexport const title = 'अभी बुक करें';\nexport const count = icu<{ n: number }>('{n, plural, one {# समीक्षा} other {# समीक्षाएँ}}');\n";

describe('the message catalogues plugin', () => {
  it('builds each language with its own strings only', async () => {
    const hi = await buildWith('hi', EN, HI);
    expect(hi).toContain('अभी बुक करें');
    expect(hi).not.toContain('Book now');
    const en = await buildWith('en', EN, HI);
    expect(en).toContain('Book now');
    expect(en).not.toContain('अभी');
  });

  it('fails the Hindi build when a key is missing, naming it', async () => {
    const missing = HI.replace(/export const title.*\n/, '');
    await expect(buildWith('hi', EN, missing)).rejects.toThrow(/messages\.hi\.ts does not match its English catalogue: missing title/);
  });

  it('compiles ICU messages into functions with plural rules', () => {
    const code = compileIcu(EN, 'en') ?? '';
    expect(code).not.toContain('icu<');
    expect(code).toContain('plural(');
    expect(code).toMatch(/import .* from "@messageformat\/runtime"/);
    expect(() => compileIcu("export const bad = icu('{n, plural, one {x}');", 'en')).toThrow(/does not parse/);
  });

  it('reads the names a catalogue exports and compares two', () => {
    expect(exportedNames(EN)).toEqual(['title', 'count']);
    expect(compareCatalogues(EN, "export const title = '';\nexport const extra = '';")).toEqual({ missing: ['count'], extra: ['extra'] });
  });

  it('refuses a language the site does not have', () => {
    expect(siteLanguage(undefined)).toBe('en');
    expect(siteLanguage('hi')).toBe('hi');
    expect(() => siteLanguage('ta')).toThrow(/not a language/);
  });
});

describe('the catalogues of the SPA', () => {
  const english = Object.keys(import.meta.glob(['/src/**/messages.ts', '/src/**/*.messages.ts']));
  it.each(english)('%s has a Hindi twin with the same messages', (file) => {
    const en = readFileSync(path.join(root, file), 'utf8');
    const hi = readFileSync(path.join(root, file.replace(/\.ts$/, '.hi.ts')), 'utf8');
    expect(compareCatalogues(en, hi)).toEqual({ missing: [], extra: [] });
  });
});
