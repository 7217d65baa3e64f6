import { Link } from 'react-router-dom';
import * as t from './breadcrumb.messages';
import { absoluteUrl } from './seo';
import { LANG } from '@/lib/i18n/language';
import { localePath } from '@contract/locale-path';

export type Crumb = { name: string; path: string };

export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label={t.label} className="breadcrumb">
      <ol>
        {crumbs.map((c, i) => (
          <li key={c.path}>{i === crumbs.length - 1 ? <span aria-current="page">{c.name}</span> : <Link to={c.path}>{c.name}</Link>}</li>
        ))}
      </ol>
    </nav>
  );
}

/** schema.org BreadcrumbList for the same crumbs. */
export function breadcrumbJsonLd(crumbs: Crumb[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: absoluteUrl(localePath(LANG, c.path)) })),
  };
}
