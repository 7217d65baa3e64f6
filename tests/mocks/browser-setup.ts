// What screen and client tests (jsdom) need around each file: MSW listening, and every mock's data reset after each
// test. Loaded by tests/setup.ts only in a browser-like environment, so server tests never import MSW or the handlers.
import { resetBookings } from './handlers/bookings';
import { resetOrders } from './handlers/orders';
import { resetProducts } from './handlers/products';
import { resetCatalogue } from './handlers/back-office-catalogue';
import { resetRewards } from './handlers/rewards';
import { resetServiceVisits } from './handlers/service-visits';
import { resetReviews } from './handlers/reviews';
import { resetMedia } from './handlers/media';
import { server } from './server';

export { server };

export function resetMocks(): void {
  server.resetHandlers();
  resetBookings();
  resetOrders();
  resetProducts();
  resetCatalogue();
  resetRewards();
  resetServiceVisits();
  resetReviews();
  resetMedia();
}
