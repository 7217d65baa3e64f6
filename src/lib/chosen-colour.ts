// The colour a visitor last chose for each model, remembered for the visit (sessionStorage), so that every picture of
// that model follows it: the model page, the configurator, the comparison and the price page show the colour chosen on
// any of them. The booking, cart and order pages show the colour of what is booked. The prerendered page shows the
// first colour; the remembered one replaces it after hydration in the same box, so nothing moves.
import { useCallback, useSyncExternalStore } from 'react';
import { session } from './storage';

const KEY = 'chosenColours';
const listeners = new Set<() => void>();
let cache: { raw: string | null; value: Record<string, string> } = { raw: null, value: {} };

function read(): Record<string, string> {
  let raw: string | null = null;
  try {
    raw = session()?.getItem(KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw !== cache.raw) {
    let value: Record<string, string> = {};
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : {};
      if (parsed && typeof parsed === 'object') value = Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
    } catch {
      value = {};
    }
    cache = { raw, value };
  }
  return cache.value;
}

export function chooseColour(model: string, colourName: string): void {
  try {
    session()?.setItem(KEY, JSON.stringify({ ...read(), [model]: colourName }));
  } catch {
    // Storage full or blocked: the choice lasts for this page only.
  }
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverSnapshot = (): Record<string, string> => ({});

/** Every model's chosen colour name, by model id (for a page showing several models). */
export function useChosenColours(): Record<string, string> {
  return useSyncExternalStore(subscribe, read, serverSnapshot);
}

/** The colour named `name` among `colours`, else the first. */
export function colourNamed<C extends { name: string }>(colours: readonly C[], name: string | undefined): C | undefined {
  return colours.find((c) => c.name === name) ?? colours[0];
}

/**
 * The chosen colour of a model among `colours` (the first when none was chosen or the choice is not offered) and a
 * setter that remembers a new choice.
 */
export function useChosenColour<C extends { name: string }>(model: string, colours: readonly C[]): [C | undefined, (name: string) => void] {
  const colour = colourNamed(colours, useChosenColours()[model]);
  const choose = useCallback((name: string) => chooseColour(model, name), [model]);
  return [colour, choose];
}
