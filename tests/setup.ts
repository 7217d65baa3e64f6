import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetBookings } from './mocks/handlers/bookings';
import { resetRewards } from './mocks/handlers/rewards';
import { server } from './mocks/server';

// Screen and client tests talk to MSW; server tests (node environment) use app.inject instead.
const isBrowserLike = typeof window !== 'undefined';

beforeAll(() => {
  if (!isBrowserLike) return;
  server.listen({ onUnhandledRequest: 'error' });
  // jsdom has no layout: scrolling is a no-op here (the e2e run checks real scrolling).
  window.scrollTo = () => {};
});

afterEach(async () => {
  if (!isBrowserLike) return;
  server.resetHandlers();
  resetBookings();
  resetRewards();
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterAll(() => {
  if (isBrowserLike) server.close();
});
