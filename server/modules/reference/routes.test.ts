// @vitest-environment node
// The reference lists (server/modules/reference): states with their cities and hubs, service centres.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceCentre, StateEntry } from '@contract/reference.js';
import { PINCODE_RE } from '@contract/rules.js';
import { body, createTestContext, type TestContext } from '../../test-helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('reference lists', () => {
  it('GET getallstatelist: states by name with cities and hubs nested, cacheable', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/common/getallstatelist' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const { data } = body<{ data: StateEntry[] }>(res);
    expect(data.length).toBeGreaterThanOrEqual(15);
    const names = data.map((s) => s.state_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    for (const state of data) {
      expect(Object.keys(state).sort()).toEqual(['cities', 'state_id', 'state_name']);
      expect(state.cities.length).toBeGreaterThanOrEqual(2);
      expect(state.cities.length).toBeLessThanOrEqual(5);
      for (const city of state.cities) {
        expect(city.city_id.startsWith(`${state.state_id}-`)).toBe(true);
        expect(city.hubs.length).toBeGreaterThanOrEqual(1);
        expect(city.hubs.length).toBeLessThanOrEqual(4);
        for (const hub of city.hubs) {
          expect(hub.area_id.startsWith(`${city.city_id}-`)).toBe(true);
          expect(hub.pincode).toMatch(PINCODE_RE);
        }
      }
    }
    const pune = data.find((s) => s.state_id === 'MH')?.cities.find((c) => c.city_id === 'MH-PUN');
    expect(pune?.hubs).toContainEqual({ area_id: 'MH-PUN-01', area_name: 'Shivajinagar', pincode: '411005' });
  });

  it('GET getallstatelist_upgrade: only states offering the upgrade, with a version', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/common/getallstatelist_upgrade' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const { data, version } = body<{ data: StateEntry[]; version: string }>(res);
    expect(version).toMatch(/^\d{4}\.\d{1,2}$/);
    const all = body<{ data: StateEntry[] }>(await ctx.app.inject({ url: '/api/v1/common/getallstatelist' })).data;
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThan(all.length);
    expect(data.every((s) => all.some((a) => a.state_id === s.state_id))).toBe(true);
  });

  it('GET getservicecenter: ~25 centres in known cities', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/common/getservicecenter' });
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const { data } = body<{ data: ServiceCentre[] }>(res);
    expect(data.length).toBeGreaterThanOrEqual(25);
    const states = body<{ data: StateEntry[] }>(await ctx.app.inject({ url: '/api/v1/common/getallstatelist' })).data;
    for (const centre of data) {
      const city = states.find((s) => s.state_id === centre.state_id)?.cities.find((c) => c.city_id === centre.city_id);
      expect(city, centre.name).toBeDefined();
      expect(centre.pincode).toMatch(PINCODE_RE);
      expect(centre.phone).toMatch(/^\+91 \d{2,4} \d{3,4} \d{4}$/);
      expect(centre.lat).toBeGreaterThan(6);
      expect(centre.lat).toBeLessThan(37);
      expect(centre.lng).toBeGreaterThan(68);
      expect(centre.lng).toBeLessThan(98);
    }
  });
});
