import { Link, useLocation } from 'react-router-dom';
import { Seo } from './seo';
import { paths } from '@contract/paths';

/** The not-found page body, used by the fallback route and by screens that find no such item. */
export function NotFoundView() {
  const { pathname } = useLocation();
  return (
    <div className="page container narrow">
      <Seo title="Page not found" description="The page you were looking for does not exist or has moved." path={pathname} noindex />
      <h1>Page not found</h1>
      <p>
        We could not find <code>{pathname}</code>. The link may be old or mistyped.
      </p>
      <ul>
        <li>
          <Link to={paths.home.getHref()}>Go to the home page</Link>
        </li>
        <li>
          <Link to={paths.blog.getHref()}>Read the blog</Link>
        </li>
      </ul>
    </div>
  );
}

