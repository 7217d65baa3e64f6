/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { blogContent } from './scripts/build/vite-plugin-blog.ts';
import { indiaMap } from './scripts/build/vite-plugin-india-map.ts';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3001';

export default defineConfig({
  plugins: [react(), blogContent(), indiaMap()],
  resolve: {
    alias: {
      '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    // The entry chunk lists, for every lazy screen, the files to fetch with it. Keep only the style
    // sheets there (they must load with the screen); the screen's own imports follow on their own.
    // Prerendered pages preload their chunks in the HTML, so this costs only on client navigation,
    // and it keeps the first load of every page from growing with each new screen.
    modulePreload: {
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
    include: ['src/**/*.test.{ts,tsx}', 'contract/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    testTimeout: 20000,
    hookTimeout: 60000,
  },
});
