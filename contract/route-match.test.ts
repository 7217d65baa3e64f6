import { describe, expect, it } from 'vitest';
import { matchRoute, trimSlash } from './route-match.js';

describe('matchRoute', () => {
  it.each([
    ['/', '/', true],
    ['/', '', true],
    ['/', '/x', false],
    ['/signin', '/signin/', true],
    ['/signin', '/signin//', true],
    ['/signin', '/signin/x', false],
    ['/user/:id/edit', '/user/12/edit', true],
    ['/user/:id/edit', '/user//edit', false],
    ['/user/:id/edit', '/user/12', false],
    ['/product/:id', '/product/', false],
    ['/NewProductScreen/:id', '/NewProductScreen/7', true],
    ['/NewProductScreen/:id', '/newproductscreen/7', true],
    ['/rv1Plus', '/RV1PLUS', true],
    ['/rv1Plus', '/rv1plus', true],
    ['/rv1Plus', '/rv1', false],
    ['/a.b', '/aXb', false],
  ])('%s ~ %s -> %s', (pattern, pathname, expected) => {
    expect(matchRoute(pattern, pathname)).toBe(expected);
  });

  it('takes any value for a parameter and trims only trailing slashes', () => {
    expect(matchRoute('/blog/:slug', '/BLOG/Some-Post')).toBe(true);
    expect(trimSlash('/blog/Some-Post/')).toBe('/blog/Some-Post');
    expect(trimSlash('/')).toBe('/');
    expect(trimSlash('//')).toBe('/');
  });
});
