// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test-helpers.js';
import { takeLease } from './job-leases.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('job leases', () => {
  it('lets one instance run a job per interval: the holder renews, another waits until the lease lapses', async () => {
    const t0 = new Date('2027-01-04T06:00:00Z');
    const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
    expect(await takeLease(ctx.db, 'sweep-test', 'a', t0, 30)).toBe(true);
    expect(await takeLease(ctx.db, 'sweep-test', 'b', at(1), 30)).toBe(false);
    expect(await takeLease(ctx.db, 'sweep-test', 'a', at(29), 30)).toBe(true);
    expect(await takeLease(ctx.db, 'sweep-test', 'b', at(58), 30)).toBe(false);
    expect(await takeLease(ctx.db, 'sweep-test', 'b', at(59), 30)).toBe(true);
    expect(await takeLease(ctx.db, 'other-job', 'a', at(59), 30)).toBe(true);
  });

  it('gives the lease to exactly one of several instances asking at once', async () => {
    const now = new Date('2027-01-05T06:00:00Z');
    const taken = await Promise.all(['a', 'b', 'c', 'd'].map((holder) => takeLease(ctx.db, 'race-test', holder, now, 30)));
    expect(taken.filter(Boolean)).toHaveLength(1);
  });
});
