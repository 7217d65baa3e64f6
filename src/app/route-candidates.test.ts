import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { candidatesFor, GUARDED } from './route-candidates';
import { redirects, routes, type RouteEntry } from './routes';

/** The same tree AppRoutes renders, as route objects: every route, or only the candidates for a path. */
function tree(pick: { public: RouteEntry[]; guarded: { guard: string; routes: RouteEntry[] }[]; redirects: { from: string }[] }): RouteObject[] {
  return [
    {
      children: [
        ...pick.public.map((r) => ({ path: r.path })),
        ...pick.guarded.map((g) => ({ id: g.guard, children: g.routes.map((r) => ({ path: r.path })) })),
        ...pick.redirects.map((r) => ({ path: r.from })),
        { path: '*' },
      ],
    },
  ];
}

const everything = tree({
  public: routes.filter((r) => r.guard === 'public'),
  guarded: GUARDED.map((guard) => ({ guard, routes: routes.filter((r) => r.guard === guard) })),
  redirects,
});

const winner = (objects: RouteObject[], path: string) => {
  const matches = matchRoutes(objects, path);
  return matches ? { path: matches.at(-1)?.route.path, params: matches.at(-1)?.params } : null;
};

// Every pattern with its parameters filled, in other cases, with a trailing slash, percent-encoded, and paths no route has.
const paths = [
  ...routes.map((r) => r.path.replace(/:\w+/g, 'abc-1')),
  ...routes.map((r) => r.path.replace(/:\w+/g, 'feed.xml').toUpperCase()),
  ...routes.map((r) => `${r.path.replace(/:\w+/g, '42')}/`),
  ...redirects.map((r) => r.from),
  '/RV400',
  '/rv%34%30%30',
  '/blog/%E0%A4%B9%E0%A4%BF',
  '/blog/%E0%A4',
  '/no/such/page',
  '/',
  '',
];

describe('route candidates', () => {
  it('leave React Router the same route and parameters as the whole table, for every path', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {}); // React Router's note on the malformed percent-encoding
    for (const path of paths) expect(winner(tree(candidatesFor(path)), path), path).toEqual(winner(everything, path));
  });

  it('hand React Router a few patterns instead of all of them', () => {
    const here = candidatesFor('/rv400');
    expect(here.public.map((r) => r.path)).toContain('/rv400');
    expect(here.public.length + here.guarded.flatMap((g) => g.routes).length + here.redirects.length).toBeLessThan(15);
    expect(routes.length).toBeGreaterThan(100);
  });
});
