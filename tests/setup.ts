import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetBookings } from './mocks/handlers/bookings';
import { resetOrders } from './mocks/handlers/orders';
import { resetProducts } from './mocks/handlers/products';
import { resetCatalogue } from './mocks/handlers/back-office-catalogue';
import { resetRewards } from './mocks/handlers/rewards';
import { resetServiceVisits } from './mocks/handlers/service-visits';
import { resetReviews } from './mocks/handlers/reviews';
import { resetMedia } from './mocks/handlers/media';
import { server } from './mocks/server';

// Screen and client tests talk to MSW; server tests (node environment) use app.inject instead.
const isBrowserLike = typeof window !== 'undefined';

// findBy* and waitFor wait for what a test needs, however busy the machine: the first screen of a file loads the
// route's chunk, the API module and axios on demand, which takes seconds at load 8 on two cores. A wait that should
// fail still fails (after this long, within the test's own time-out); no test passes its own shorter time-out.
configure({ asyncUtilTimeout: 15_000 });

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
  resetOrders();
  resetProducts();
  resetCatalogue();
  resetRewards();
  resetServiceVisits();
  resetReviews();
  resetMedia();
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterAll(() => {
  if (isBrowserLike) server.close();
});
