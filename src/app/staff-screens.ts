// The loaders of the staff screens (admin, dealer, call centre), kept out of the entry chunk: see routes.ts.
import type { ComponentType } from 'react';

const staffScreens = import.meta.glob<{ default: ComponentType }>('/src/features/*/*-screen.tsx');

export function loadStaffScreen(key: string): Promise<{ default: ComponentType }> {
  const load = staffScreens[key];
  if (!load) return Promise.reject(new Error(`No screen module ${key}`));
  return load();
}
