/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { blogContent } from './scripts/build/vite-plugin-blog.ts';
import { indiaMap } from './scripts/build/vite-plugin-india-map.ts';
import { messages, siteLanguage } from './scripts/build/vite-plugin-messages.ts';

// The language this build (or test run) is for: VITE_SITE_LANG=hi builds the Hindi site into dist-hi/ (the prerender
// step moves it under dist/hi/) and runs the Hindi tests (*.hi.test.tsx); unset, English (docs/decisions/048-hindi.md).
const lang = siteLanguage();
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3001';

// react-router publishes a production build (its dev-only warnings and error screens compiled out) but its package
// exports only the development one: the browser build takes the production files. Both entries, or the router's
// contexts would exist twice.
const routerProduction = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), blogContent(), indiaMap(), messages(lang)],
  // The language as a literal in the code, so a test of it is settled while bundling (not only by the minifier) and
  // what only the other language imports is left out of the chunks altogether.
  define: { 'import.meta.env.VITE_SITE_LANG': JSON.stringify(lang) },
  resolve: {
    alias: [
      { find: '@contract', replacement: fileURLToPath(new URL('./contract', import.meta.url)) },
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' && !isSsrBuild
        ? [
            { find: /^react-router$/, replacement: routerProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: routerProduction('dom-export.mjs') },
          ]
        : []),
    ],
  },
  build: {
    manifest: true,
    ...(lang === 'en' || isSsrBuild ? {} : { outDir: `dist-${lang}`, copyPublicDir: false }),
    target: 'es2022',
    // BUILD_SOURCEMAP=1 npm run build: source maps beside the chunks, to profile a production build (docs/performance.md).
    sourcemap: process.env.BUILD_SOURCEMAP === '1',
    // The entry chunk lists, for every lazy screen, the files to fetch with it. Keep only the style
    // sheets there (they must load with the screen); the screen's own imports follow on their own.
    // Prerendered pages preload their chunks in the HTML, so this costs only on client navigation,
    // and it keeps the first load of every page from growing with each new screen.
    rolldownOptions: {
      // Every imported constant inlined where it is used (a catalogue's message becomes the literal in the screen), so
      // moving strings into catalogues costs no bytes: without it each message would stay a `const` of its own.
      optimization: { inlineConst: { mode: 'all', pass: 2 } },
      // The Hindi site's list of pages (and its articles' slugs) have no side effects: where nothing uses them (an
      // English page's first load; only the lazy head tags and language switch do), they are left out.
      treeshake: { moduleSideEffects: [{ test: /[\\/](src[\\/]lib[\\/]i18n|contract)[\\/]hindi-routes\.ts$|[\\/]src[\\/]content[\\/]blog-hi-slugs\.ts$/, sideEffects: false }] },
      output: {
        // Libraries in chunks of their own, apart from the app's code (the routes and paths tables grow with
        // every screen): a deploy that changes only the app leaves React and the router cached. The form kit
        // (useForm, useSubmit, useAction: every form loads all three) is one chunk instead of three tiny ones, which
        // keeps /book's first load within budget while it sends through the one submit helper (issue 28).
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|redux|react-redux|redux-thunk|use-sync-external-store)[\\/]/ },
            { name: 'router', test: /[\\/]node_modules[\\/](react-router|react-router-dom)[\\/]/ },
            { name: 'form-kit', test: /[\\/]src[\\/]lib[\\/](use-form|use-submit|use-action)\.ts$/ },
            // The small modules every public page's first load needs (paths, head tags, store helpers): one chunk, not eight.
            {
              name: 'app-shared',
              test: /[\\/](contract[\\/](paths|route-match)|src[\\/](lib[\\/](store[\\/]family|storage|api[\\/]events|format)|components[\\/]seo|content[\\/]blog-categories))\.tsx?$/,
            },
          ],
        },
      },
    },
    modulePreload: {
      // No polyfill in the entry: every browser the site supports (Chrome and Edge, Safari 17+, Firefox 115+) preloads
      // modules itself, and an older one only fetches each module when it is imported.
      polyfill: false,
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'js' && /(^|\/)index-[\w-]+\.js$/.test(hostId) ? deps.filter((d) => d.endsWith('.css')) : deps,
    },
  },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    globalSetup: ['tests/global-setup.ts'],
    include:
      lang === 'en'
        ? ['src/**/*.test.{ts,tsx}', 'contract/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}']
        : [`src/**/*.${lang}.test.{ts,tsx}`],
    exclude: ['**/node_modules/**', ...(lang === 'en' ? ['**/*.hi.test.{ts,tsx}'] : [])],
    restoreMocks: true,
    testTimeout: 60000,
    hookTimeout: 60000,
  },
}));
