import { afterEach, describe, expect, it } from 'vitest';
import { takeLinkKey } from './link-key';

const KEY = 'k'.repeat(43);

afterEach(() => window.history.replaceState(null, '', '/'));

describe('takeLinkKey', () => {
  it('reads the key of the fragment once and clears it from the address', () => {
    window.history.replaceState({ idx: 0 }, '', `/thankyoubooking/42?from=sms#key=${KEY}`);
    expect(takeLinkKey()).toBe(KEY);
    expect(window.location.hash).toBe('');
    expect(window.location.pathname + window.location.search).toBe('/thankyoubooking/42?from=sms');
    expect(window.history.state).toEqual({ idx: 0 });
    expect(takeLinkKey()).toBeNull();
  });

  it('ignores other fragments and clears a malformed key', () => {
    window.history.replaceState(null, '', '/thankyoubooking/42#summary');
    expect(takeLinkKey()).toBeNull();
    expect(window.location.hash).toBe('#summary');
    window.history.replaceState(null, '', '/thankyoubooking/42#key=short');
    expect(takeLinkKey()).toBeNull();
    expect(window.location.hash).toBe('');
  });
});
