import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { rememberBooking } from '@/lib/order-access';
import { ORDER_KEY } from '../../../tests/mocks/handlers/orders';
import { seedUpgrade } from '../../../tests/mocks/handlers/upgrades';
import { cancelMyUpgrade } from './upgrade-thunks';

describe('cancelMyUpgrade', () => {
  it("sends this tab's proof, as the other order calls do: an upgrade opened from a payment link (no account) is cancelled", async () => {
    seedUpgrade(61, 'confirmed', {}, { owner: null, key: ORDER_KEY });
    rememberBooking(61, { key: ORDER_KEY });
    const store = makeStore();
    const outcome = await store.dispatch(cancelMyUpgrade(61, { reason: 'Other', note: 'Keeping my old bike' }));
    expect(outcome.ok && outcome.data.state).toBe('refund_initiated');
  });

  it('without the proof the server answers 404, as for any order this tab may not see', async () => {
    seedUpgrade(62, 'confirmed', {}, { owner: null, key: ORDER_KEY });
    const outcome = await makeStore().dispatch(cancelMyUpgrade(62, { reason: 'Other', note: 'Keeping my old bike' }));
    expect(!outcome.ok && outcome.status).toBe(404);
  });
});
