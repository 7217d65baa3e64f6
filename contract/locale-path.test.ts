// The paths of both sites (issue 29): the Hindi ones are the English ones under /hi, and only /hi is the prefix.
import { describe, expect, it } from 'vitest';
import { localePath, splitLocale } from './locale-path.js';

describe('localePath and splitLocale', () => {
  it('puts a path under /hi for Hindi, the home page being /hi, and leaves English as it is', () => {
    expect(localePath('hi', '/rv400')).toBe('/hi/rv400');
    expect(localePath('hi', '/')).toBe('/hi');
    expect(localePath('en', '/rv400')).toBe('/rv400');
  });

  it('takes /hi and only /hi off a path, giving its language', () => {
    expect(splitLocale('/hi')).toEqual({ lang: 'hi', path: '/' });
    expect(splitLocale('/hi/')).toEqual({ lang: 'hi', path: '/' });
    expect(splitLocale('/hi/rv400')).toEqual({ lang: 'hi', path: '/rv400' });
    expect(splitLocale('/hire')).toEqual({ lang: 'en', path: '/hire' });
    expect(splitLocale('/rv400')).toEqual({ lang: 'en', path: '/rv400' });
  });

  it('undoes with one what the other does', () => {
    for (const path of ['/', '/rv400', '/thankyoubooking/42']) expect(splitLocale(localePath('hi', path))).toEqual({ lang: 'hi', path });
  });
});
