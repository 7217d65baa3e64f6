import { Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { Breadcrumb, breadcrumbJsonLd } from '@/components/breadcrumb';
import { RichText } from '@/components/rich-text';
import { TableOfContents } from '@/components/table-of-contents';
import { Spinner } from '@/components/loading-overlay';
import { absoluteUrl, Seo } from '@/components/seo';
import { loadArticle } from '@/content/blog-articles';
import { categorySlug, type Category } from '@/content/blog-categories';
import type { ArticleModule } from '@/content/blog-types';
import { formatDate } from '@/lib/format';
import { LANG } from '@/lib/i18n/language';
import { localePath } from '@contract/locale-path';
import { lazyCache } from '@/lib/lazy-cache';
import { paths } from '@contract/paths';
import { BlogSidebar } from './blog-sidebar';
import { categoryNames } from './categories.messages';
import * as t from './messages';
import './blog.css';

type Selected = { selected: Category | 'All' };
const articleComponent = lazyCache<Selected>();

function ShareLinks({ title, url }: { title: string; url: string }) {
  const [copied, setCopied] = useState(false);
  const text = encodeURIComponent(`${title} ${url}`);
  return (
    <div className="share">
      <p className="share__label">{t.shareTitle}</p>
      <ul>
        <li>
          <a href={`https://wa.me/?text=${text}`} target="_blank" rel="noopener">
            WhatsApp<span className="visually-hidden">{t.opensInNewTab}</span>
          </a>
        </li>
        <li>
          <a href={`https://x.com/intent/post?text=${encodeURIComponent(title)}&url=${encodeURIComponent(url)}`} target="_blank" rel="noopener">
            X<span className="visually-hidden">{t.opensInNewTab}</span>
          </a>
        </li>
        <li>
          <a href={`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`} target="_blank" rel="noopener">
            LinkedIn<span className="visually-hidden">{t.opensInNewTab}</span>
          </a>
        </li>
        <li>
          <button
            type="button"
            onClick={() => {
              void navigator.clipboard?.writeText(url).then(
                () => setCopied(true),
                () => setCopied(false),
              );
            }}
          >
            {t.copyLink}
          </button>
          <span role="status" className="share__status">
            {copied ? t.linkCopied : ''}
          </span>
        </li>
      </ul>
    </div>
  );
}

function ArticleBody({ article, selected }: { article: ArticleModule } & Selected) {
  const { meta, html, headings, alsoReadLinks: alsoRead } = article;
  const path = paths.blogArticle.getHref(meta.slug);
  const url = absoluteUrl(localePath(LANG, path));
  const category = categoryNames[meta.category];

  const crumbs = [
    { name: t.home, path: paths.home.getHref() },
    { name: t.blog, path: paths.blog.getHref() },
    { name: meta.title, path: paths.blogArticle.getHref(meta.slug) },
  ];
  const jsonLd: object[] = [
    {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: meta.title,
      description: meta.description,
      image: absoluteUrl(meta.ogImage),
      datePublished: meta.date,
      dateModified: meta.date,
      articleSection: category,
      keywords: meta.tags.join(', '),
      wordCount: meta.words,
      mainEntityOfPage: url,
      author: { '@type': 'Organization', name: 'Revolt Motors' },
      publisher: { '@type': 'Organization', name: 'Revolt Motors', logo: { '@type': 'ImageObject', url: absoluteUrl('/favicon.svg') } },
    },
    breadcrumbJsonLd(crumbs),
  ];
  if (meta.faq.length)
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: meta.faq.map((f) => ({ '@type': 'Question', name: f.q, acceptedAnswer: { '@type': 'Answer', text: f.a } })),
    });

  return (
    <>
      <Seo
        title={meta.seoTitle}
        description={meta.description}
        // A Hindi article is written for Hindi readers, not translated from one English article: it names no other
        // language's page (an absolute address makes Seo leave out the hreflang alternates).
        path={LANG === 'en' ? path : url}
        image={meta.ogImage}
        imageAlt={meta.imageAlt}
        type="article"
        publishedTime={meta.date}
        jsonLd={jsonLd}
      />
      <Breadcrumb crumbs={crumbs} />
      <div className="blog-layout">
        <article className="article">
          <header>
            <h1>{meta.title}</h1>
            <p className="article__meta">
              {t.postedBefore}
              <time dateTime={meta.date}>{formatDate(meta.date)}</time>
              {t.postedAfter} · <Link to={paths.blogArticle.getHref(categorySlug(meta.category))}>{category}</Link> ·{' '}
              {t.minutesRead({ minutes: meta.readingMinutes })}
            </p>
            <img className="article__hero" src={meta.image} alt={meta.imageAlt} width="1200" height="630" fetchPriority="high" decoding="async" />
          </header>
          <TableOfContents headings={headings} />
          <RichText className="rich-text" html={html} />
          {meta.faq.length ? (
            <section className="faq" aria-labelledby="faq-title">
              <h2 id="faq-title">{t.faqTitle}</h2>
              {meta.faq.map((f) => (
                <details key={f.q}>
                  <summary>{f.q}</summary>
                  <p>{f.a}</p>
                </details>
              ))}
            </section>
          ) : null}
          {alsoRead.length ? (
            <section className="also-read" aria-labelledby="also-read-title">
              <h2 id="also-read-title">{t.alsoRead}</h2>
              <ul>
                {alsoRead.map((a) => (
                  <li key={a.slug}>
                    <Link to={paths.blogArticle.getHref(a.slug)}>{a.title}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <ShareLinks title={meta.title} url={url} />
        </article>
        <BlogSidebar selected={selected} />
      </div>
    </>
  );
}

/** An article page: breadcrumb, main column and side column (SPEC §2). No API calls (SPEC §7).
 * A failed article download reaches the route's error boundary, whose retry reloads the page.
 * `selected`: the category the side column highlights (SPEC §4: All unless the route names one). */
export function ArticleView({ slug, selected = 'All' }: { slug: string } & Partial<Selected>) {
  const Article = articleComponent(slug, async () => {
    const article = await loadArticle(slug);
    return function Article(props: Selected) {
      return <ArticleBody article={article} {...props} />;
    };
  });
  return (
    <div className="page container">
      <Suspense fallback={<Spinner label={t.loadingArticle} />}>
        <Article selected={selected} />
      </Suspense>
    </div>
  );
}
