// Message catalogues (docs/decisions/048-hindi.md). A feature's strings live in its `messages.ts`, one named export per
// message: a plain string, or `icu<Params>('…ICU MessageFormat…')` for a message with values, plurals or choices. Each
// other language has a twin beside it (`messages.hi.ts`) with the same exports.
//
// - The build of a language resolves every import of `./messages` (and of `language.css`, its type) to that language's twin: a page carries its own
//   language's strings and no other, and the English build is the same code it would be with the strings inline (the
//   minifier renames named exports; an object of keys would ship every key's name).
// - A twin missing a message (or carrying one the English catalogue does not have) fails the build, naming the keys.
// - `icu()` calls are compiled here, by @messageformat/core, into small functions over @messageformat/runtime (plural
//   rules of the language included): nothing parses a message in the browser.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { relative } from 'node:path';
import type { Plugin } from 'vite';

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
const HTML_LANG: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

const require = createRequire(import.meta.url);
type MessageFormatCtor = new (locale: string) => unknown;
const MessageFormat = require('@messageformat/core') as MessageFormatCtor;
const compileModule = require('@messageformat/core/compile-module') as (mf: unknown, messages: Record<string, string>) => string;

/** The language VITE_SITE_LANG names (English when unset); anything else is refused. */
export function siteLanguage(value = process.env.VITE_SITE_LANG): Language {
  if (!value) return 'en';
  if ((LANGUAGES as readonly string[]).includes(value)) return value as Language;
  throw new Error(`VITE_SITE_LANG=${value} is not a language of the site (${LANGUAGES.join(', ')})`);
}

/** A catalogue: a feature's `messages.ts`, or a shared component's own `<component>.messages.ts`; `.hi` before `.ts` for Hindi. */
const CATALOGUE = /[\\/](?:[\w-]+\.)?messages(\.(hi))?\.ts$/;

/** The names a catalogue exports (`export const name`, `export function name`). */
export function exportedNames(source: string): string[] {
  return [...source.matchAll(/^export\s+(?:const|function)\s+([A-Za-z_$][\w$]*)/gm)].map((m) => m[1] as string);
}

/** What a language's catalogue lacks or adds compared with the English one; both empty when they agree. */
export function compareCatalogues(english: string, other: string): { missing: string[]; extra: string[] } {
  const en = new Set(exportedNames(english));
  const theirs = new Set(exportedNames(other));
  return { missing: [...en].filter((k) => !theirs.has(k)), extra: [...theirs].filter((k) => !en.has(k)) };
}

const ICU_CALL = /\bicu(?:<[^()]*?>)?\(\s*('(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"|`(?:\\.|[^`\\$])*`)\s*,?\s*\)/g;

function literal(text: string): string {
  if (text.startsWith('`')) return text.slice(1, -1).replace(/\\`/g, '`');
  return JSON.parse(text.startsWith("'") ? `"${text.slice(1, -1).replace(/\\'/g, "'").replace(/"/g, '\\"')}"` : text) as string;
}

/**
 * Replaces each `icu('…')` of a catalogue by the compiled function and adds the runtime imports it needs; null when the
 * file has none. A message that does not parse fails the build with its text.
 */
export function compileIcu(code: string, lang: Language): string | null {
  const calls = [...code.matchAll(ICU_CALL)];
  if (!calls.length) return null;
  const sources: Record<string, string> = {};
  calls.forEach((m, i) => (sources[`m${i}`] = literal(m[1] as string)));
  let module: string;
  try {
    module = compileModule(new MessageFormat(lang), sources);
  } catch (error) {
    throw new Error(`A message of the ${lang} catalogue does not parse: ${error instanceof Error ? error.message : String(error)}`);
  }
  const at = module.indexOf('export default {');
  const preamble = module.slice(0, at).trim();
  const compiled = new Map<string, string>();
  for (const line of module.slice(at).split('\n')) {
    const m = /^\s*(m\d+): (.*?),?$/.exec(line);
    if (m) compiled.set(m[1] as string, m[2] as string);
  }
  let i = 0;
  const body = code.replace(ICU_CALL, () => {
    const fn = compiled.get(`m${i++}`);
    if (!fn) throw new Error('The message compiler returned an unexpected module');
    return fn;
  });
  return `${preamble}\n${body}`;
}

export function messages(lang: Language, root = process.cwd()): Plugin {
  return {
    name: 'site-messages',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (lang === 'en' || !importer || !/(^|\/|\.)(messages|language\.css)$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      // The SPA's catalogues only: contract/messages.ts holds what the API says, which the server sends in English and
      // the SPA compares as is.
      if (!resolved || !resolved.id.startsWith(`${root}/src/`) || !/([\\/]|\.)(messages\.ts|language\.css)$/.test(resolved.id)) return null;
      const twin = resolved.id.replace(/\.(ts|css)$/, `.${lang}.$1`);
      if (!existsSync(twin)) this.error(`${relative(root, twin)} is missing: every catalogue has a ${lang} twin (imported by ${relative(root, importer)})`);
      return twin;
    },
    transform(code, id) {
      const match = CATALOGUE.exec(id.split('?')[0] ?? '');
      if (!match || !id.startsWith(`${root}/src/`)) return null;
      const fileLang = (match[2] as Language | undefined) ?? 'en';
      if (fileLang !== 'en') {
        const english = readFileSync((id.split('?')[0] ?? id).replace(`.${fileLang}.ts`, '.ts'), 'utf8');
        const { missing, extra } = compareCatalogues(english, code);
        if (missing.length || extra.length)
          this.error(
            `${relative(root, id)} does not match its English catalogue:${missing.length ? ` missing ${missing.join(', ')}` : ''}${extra.length ? `; not in English ${extra.join(', ')}` : ''}`,
          );
      }
      const out = compileIcu(code, fileLang);
      return out === null ? null : { code: out, map: null };
    },
    transformIndexHtml(html) {
      const out = html.replace(/<html lang="[^"]*"/, `<html lang="${HTML_LANG[lang]}"`);
      // The blog's feed in the page's language (the prerender step writes /hi/blog/feed.xml).
      return lang === 'hi'
        ? out.replace(/<link rel="alternate" type="application\/rss\+xml" title="[^"]*" href="\/blog\/feed\.xml" \/>/, '<link rel="alternate" type="application/rss+xml" title="रिवोल्ट मोटर्स राइडर ब्लॉग" href="/hi/blog/feed.xml" />')
        : out;
    },
  };
}
