import { matchRoute } from '@contract/route-match';
import { redirects, routes, type Guard } from './routes';

/** The guards of signed-in routes, in the order AppRoutes renders their groups. */
export const GUARDED: Exclude<Guard, 'public'>[] = ['customer', 'dealer', 'callcentre', 'admin'];

/** A path as React Router matches it: each segment decoded (a segment that is not valid percent-encoding stays as it is). */
function decoded(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join('/');
}

/**
 * The routes and old addresses a path could match: as many segments, the same static ones (matchRoute). React Router
 * flattens, ranks and compiles every pattern it is given on each render of <Routes>, some 150 here, which took about
 * 10 ms of a phone's main thread in one piece as a page hydrated. Given only these it picks the same route, because a
 * pattern that cannot match the path never outranks one that does; the catch-all stays.
 */
export function candidatesFor(pathname: string) {
  const path = decoded(pathname);
  const could = (pattern: string) => matchRoute(pattern, pathname) || matchRoute(pattern, path);
  const here = routes.filter((r) => could(r.path));
  return {
    public: here.filter((r) => r.guard === 'public'),
    guarded: GUARDED.map((guard) => ({ guard, routes: here.filter((r) => r.guard === guard) })).filter((g) => g.routes.length > 0),
    redirects: redirects.filter((r) => could(r.from)),
  };
}
