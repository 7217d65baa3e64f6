import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Breadcrumb, breadcrumbJsonLd } from '@/components/breadcrumb';
import { Button } from '@/components/button';
import { Seo } from '@/components/seo';
import { absoluteUrl } from '@/components/seo';
import { allArticles } from '@/content/blog';
import { CATEGORIES, categorySlug, type Category } from '@/content/blog-categories';
import { LANG } from '@/lib/i18n/language';
import { localePath } from '@contract/locale-path';
import { paths } from '@contract/paths';
import { ArticleCard } from './article-card';
import { BlogSidebar } from './blog-sidebar';
import { categoryNames } from './categories.messages';
import * as ix from './blog-index.messages';
import * as t from './messages';
import './blog.css';

const PAGE_SIZE = 12;

export function BlogIndex({ category, canonicalPath }: { category?: Category; canonicalPath: string }) {
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(PAGE_SIZE);
  const searchId = useId();
  const selected = category ?? 'All';

  const q = query.trim();
  const matching = useMemo(() => {
    const lower = q.toLowerCase();
    return allArticles.filter((a) => (!category || a.category === category) && (!lower || a.title.toLowerCase().includes(lower)));
  }, [category, q]);

  const title = category ? ix.categoryTitle({ category: categoryNames[category] }) : ix.blogTitle;
  const crumbs = [
    { name: t.home, path: paths.home.getHref() },
    { name: t.blog, path: paths.blog.getHref() },
    ...(category ? [{ name: categoryNames[category], path: paths.blogArticle.getHref(categorySlug(category)) }] : []),
  ];

  return (
    <div className="page container">
      <Seo
        title={title}
        description={ix.intro[selected]}
        path={canonicalPath}
        jsonLd={[
          breadcrumbJsonLd(crumbs),
          {
            '@context': 'https://schema.org',
            '@type': 'Blog',
            name: title,
            url: absoluteUrl(localePath(LANG, canonicalPath)),
            blogPost: matching
              .slice(0, PAGE_SIZE)
              .map((a) => ({ '@type': 'BlogPosting', headline: a.title, url: absoluteUrl(localePath(LANG, paths.blogArticle.getHref(a.slug))), datePublished: a.date })),
          },
        ]}
      />
      <Breadcrumb crumbs={crumbs} />
      <h1>{category ? categoryNames[category] : ix.blogHeading}</h1>
      <p className="blog-intro">{ix.intro[selected]}</p>
      <nav aria-label={ix.categoriesNav} className="blog-filter">
        <ul>
          {(['All', ...CATEGORIES] as const).map((c) => (
            <li key={c}>
              <Link
                to={c === 'All' ? paths.blog.getHref() : paths.blogArticle.getHref(categorySlug(c))}
                aria-current={selected === c ? 'page' : undefined}
                className={selected === c ? 'chip is-selected' : 'chip'}
              >
                {c === 'All' ? t.all : categoryNames[c]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="blog-layout">
        <div>
          <div className="blog-search" role="search">
            <label htmlFor={searchId}>{ix.searchLabel}</label>
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                setShown(PAGE_SIZE);
              }}
              placeholder={ix.searchPlaceholder}
            />
          </div>
          <p className="muted" aria-live="polite">
            {matching.length === 0
              ? q
                ? ix.noMatch({ query: q })
                : ix.noArticles
              : q
                ? ix.articleCountMatching({ count: matching.length, query: q })
                : ix.articleCount({ count: matching.length })}
          </p>
          <div className="article-grid">
            {matching.slice(0, shown).map((a, i) => (
              <ArticleCard key={a.slug} article={a} eager={i < 2} />
            ))}
          </div>
          {shown < matching.length ? (
            <div className="blog-more">
              <Button variant="secondary" onClick={() => setShown((n) => n + PAGE_SIZE)}>
                {ix.loadMore({ count: matching.length - shown })}
              </Button>
            </div>
          ) : null}
          <p className="blog-feed">
            <a href={localePath(LANG, paths.blogFeed.getHref())}>{ix.subscribeRss}</a>
          </p>
        </div>
        <BlogSidebar selected={selected} categories={false} />
      </div>
    </div>
  );
}
