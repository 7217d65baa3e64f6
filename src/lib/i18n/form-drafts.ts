// A form's values across the language switch (issue 29: "the same state of a form"). Each language is its own build,
// so switching loads the other site's page afresh: just before it goes, the switch writes what the visitor typed into
// this tab's sessionStorage, and the form of the page it lands on takes it back once (useForm). Never a password or a
// file: those are typed again. It imports nothing: it is part of the form kit's chunk (vite.config.ts), which takes
// its modules' imports along, and a shared import would put that chunk on every page.
const KEY = 'form-drafts';
type Draft = Record<string, string | boolean>;
type Stored = { path: string; drafts: Draft[] };

const SKIPPED = new Set(['password', 'file', 'hidden', 'submit', 'button', 'reset', 'image']);

function fieldValues(form: HTMLFormElement): Draft {
  const draft: Draft = {};
  for (const el of Array.from(form.elements)) {
    if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) || !el.name) continue;
    if (el instanceof HTMLInputElement) {
      if (SKIPPED.has(el.type)) continue;
      if (el.type === 'checkbox') {
        draft[el.name] = el.checked;
        continue;
      }
      if (el.type === 'radio') {
        if (el.checked) draft[el.name] = el.value;
        continue;
      }
    }
    if (el.value) draft[el.name] = el.value;
  }
  return draft;
}

/** Keeps the values of every form of the page for `path` (the page's path without its language). */
export function saveFormDrafts(doc: Document, storage: Storage, path: string): void {
  const drafts = Array.from(doc.querySelectorAll('form')).map(fieldValues).filter((d) => Object.values(d).some((v) => v !== false && v !== ''));
  try {
    if (drafts.length) storage.setItem(KEY, JSON.stringify({ path, drafts } satisfies Stored));
    else storage.removeItem(KEY);
  } catch {
    // Storage full or off: the switch still works, the form starts empty.
  }
}

/**
 * The kept values of a form of this page whose fields are these (`initial`'s names, each of the same kind), removed
 * from storage as they are taken; null when there are none.
 */
export function takeFormDraft<V extends Record<string, string | boolean>>(initial: V, win: Window = window): Partial<V> | null {
  let stored: Stored;
  let storage: Storage;
  try {
    storage = win.sessionStorage;
    stored = JSON.parse(storage.getItem(KEY) ?? 'null') as Stored;
  } catch {
    return null;
  }
  // This page's path without its language (/hi/book → /book), as the switch kept it.
  const path = win.location.pathname.replace(/^\/hi(?=\/|$)/, '') || '/';
  if (!stored || stored.path !== path || !Array.isArray(stored.drafts)) return null;
  const index = stored.drafts.findIndex((d) => Object.entries(d).every(([k, v]) => k in initial && typeof v === typeof initial[k]));
  if (index < 0) return null;
  const [draft] = stored.drafts.splice(index, 1);
  try {
    if (stored.drafts.length) storage.setItem(KEY, JSON.stringify(stored));
    else storage.removeItem(KEY);
  } catch {
    // Nothing to clean up.
  }
  return draft as Partial<V>;
}
