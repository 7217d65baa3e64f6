import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Breadcrumb, breadcrumbJsonLd } from '@/components/breadcrumb';
import { Button } from '@/components/button';
import { Seo } from '@/components/seo';
import { absoluteUrl } from '@/components/seo';
import { allArticles } from '@/content/blog';
import { CATEGORIES, categorySlug, type Category } from '@/content/blog-categories';
import { paths } from '@contract/paths';
import { ArticleCard } from './article-card';
import { BlogSidebar } from './blog-sidebar';
import './blog.css';

const PAGE_SIZE = 12;

const intro: Record<Category | 'All', string> = {
  All: 'Practical guides for Indian riders: buying an electric motorcycle, charging at home, range, subsidies, maintenance and riding in our cities.',
  'EV Buying Guide': 'How to choose, finance, insure and register an electric motorcycle in India, and what it really costs to own.',
  'Electric Bike Features': 'Batteries, motors, ride modes, regenerative braking and connected features, explained without the jargon.',
  'EV Trends': 'Where electric two-wheelers are heading in India, from small towns and delivery fleets to city riding.',
  'EV Maintenance Tips': 'Charging, battery care, tyres, monsoon and summer riding: keep your electric motorcycle in top shape.',
  Sustainability: 'Cleaner air, quieter streets and lower emissions: the environmental side of riding electric.',
  'EV News': 'Subsidy schemes, state EV policies and charging infrastructure news that affects what you pay.',
};

export function BlogIndex({ category, canonicalPath }: { category?: Category; canonicalPath: string }) {
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(PAGE_SIZE);
  const searchId = useId();
  const selected = category ?? 'All';

  const matching = useMemo(() => {
    const q = query.trim().toLowerCase();
    return allArticles.filter((a) => (!category || a.category === category) && (!q || a.title.toLowerCase().includes(q)));
  }, [category, query]);

  const title = category ? `${category}: articles for Indian riders` : 'Electric motorcycle blog for Indian riders';
  const crumbs = [
    { name: 'Home', path: paths.home.getHref() },
    { name: 'Blog', path: paths.blog.getHref() },
    ...(category ? [{ name: category, path: paths.blogArticle.getHref(categorySlug(category)) }] : []),
  ];

  return (
    <div className="page container">
      <Seo
        title={title}
        description={intro[selected]}
        path={canonicalPath}
        jsonLd={[
          breadcrumbJsonLd(crumbs),
          {
            '@context': 'https://schema.org',
            '@type': 'Blog',
            name: title,
            url: absoluteUrl(canonicalPath),
            blogPost: matching.slice(0, PAGE_SIZE).map((a) => ({ '@type': 'BlogPosting', headline: a.title, url: absoluteUrl(paths.blogArticle.getHref(a.slug)), datePublished: a.date })),
          },
        ]}
      />
      <Breadcrumb crumbs={crumbs} />
      <h1>{category ?? 'Rider’s blog'}</h1>
      <p className="blog-intro">{intro[selected]}</p>
      <nav aria-label="Blog categories" className="blog-filter">
        <ul>
          {(['All', ...CATEGORIES] as const).map((c) => (
            <li key={c}>
              <Link
                to={c === 'All' ? paths.blog.getHref() : paths.blogArticle.getHref(categorySlug(c))}
                aria-current={selected === c ? 'page' : undefined}
                className={selected === c ? 'chip is-selected' : 'chip'}
              >
                {c}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="blog-layout">
        <div>
          <div className="blog-search" role="search">
            <label htmlFor={searchId}>Search articles by title</label>
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                setShown(PAGE_SIZE);
              }}
              placeholder="For example: battery, charging, subsidy"
            />
          </div>
          <p className="muted" aria-live="polite">
            {matching.length === 0
              ? `No articles match “${query.trim()}”. Try a shorter word, or browse a category.`
              : `${matching.length} article${matching.length === 1 ? '' : 's'}${query.trim() ? ` matching “${query.trim()}”` : ''}`}
          </p>
          <div className="article-grid">
            {matching.slice(0, shown).map((a, i) => (
              <ArticleCard key={a.slug} article={a} eager={i < 2} />
            ))}
          </div>
          {shown < matching.length ? (
            <div className="blog-more">
              <Button variant="secondary" onClick={() => setShown((n) => n + PAGE_SIZE)}>
                Load more articles ({matching.length - shown} more)
              </Button>
            </div>
          ) : null}
          <p className="blog-feed">
            <a href={paths.blogFeed.getHref()}>Subscribe with RSS</a>
          </p>
        </div>
        <BlogSidebar selected={selected} categories={false} />
      </div>
    </div>
  );
}
