// The staff routes name a path and a guard; the staff chunk names their screens. Both must name the same paths, and
// every screen must exist and stay out of the public screen map (so the entry chunk never loads a staff screen).
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BACK_OFFICE_GUARDS, routes } from './routes';
import { STAFF_SCREENS, loadStaffScreen } from './staff-screens';

const staffRoutes = routes.filter((r) => (BACK_OFFICE_GUARDS as readonly string[]).includes(r.guard));

describe('the staff screens table', () => {
  it('names a screen for every staff route and no other path', () => {
    expect(Object.keys(STAFF_SCREENS).sort()).toEqual(staffRoutes.map((r) => r.path).sort());
  });

  it.each(Object.entries(STAFF_SCREENS))('%s shows an existing screen module (%s)', (_path, file) => {
    expect(existsSync(`src/features/${file}.tsx`)).toBe(true);
  });

  it('no public route shows a staff screen', () => {
    const staffFiles = new Set(Object.values(STAFF_SCREENS).map((f) => `src/features/${f}.tsx`));
    expect(routes.filter((r) => r.guard !== 'admin' && r.guard !== 'dealer' && r.guard !== 'callcentre' && staffFiles.has(r.file))).toEqual([]);
  });

  it('refuses a path without a staff screen', async () => {
    await expect(loadStaffScreen('/not-a-staff-page')).rejects.toThrow(/No staff screen/);
  });
});
