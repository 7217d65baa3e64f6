import { afterAll, afterEach, beforeAll } from 'vitest';

// Screen and client tests talk to MSW; server tests (node environment) use app.inject instead, and import none of
// the browser-side helpers below (MSW, its handlers, jest-dom, Testing Library): a server test file starts faster.
const isBrowserLike = typeof window !== 'undefined';

const browser = isBrowserLike ? await import('./mocks/browser-setup') : null;
if (isBrowserLike) {
  await import('@testing-library/jest-dom/vitest');
  const { configure } = await import('@testing-library/dom');
  // findBy* and waitFor wait for what a test needs, however busy the machine: the first screen of a file loads the
  // route's chunk, the API module and axios on demand, which takes seconds at load 8 on two cores. A wait that should
  // fail still fails (after this long, within the test's own time-out); no test passes its own shorter time-out.
  configure({ asyncUtilTimeout: 15_000 });
}

beforeAll(() => {
  if (!browser) return;
  browser.server.listen({ onUnhandledRequest: 'error' });
  // jsdom has no layout: scrolling is a no-op here (the e2e run checks real scrolling).
  window.scrollTo = () => {};
});

afterEach(async () => {
  if (!browser) return;
  browser.resetMocks();
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterAll(() => {
  browser?.server.close();
});
