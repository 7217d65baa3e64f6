import { Link } from 'react-router-dom';
import { recentPosts } from 'virtual:blog-recent';
import { CATEGORIES, categorySlug } from '@/content/blog-categories';
import { formatDate } from '@/lib/format';
import { paths } from '@contract/paths';
import { categoryNames } from './categories.messages';
import * as t from './messages';

/**
 * Side column of SPEC §2: the category list (selected one highlighted) and five recent posts. The index
 * already shows the categories as chips above its list, so it leaves them out here (`categories={false}`).
 */
export function BlogSidebar({ selected, categories = true }: { selected: string; categories?: boolean }) {
  // The first five of the fixed list of SPEC §2 (on the Hindi site, the five newest Hindi articles), compiled in at build time.
  const recent = recentPosts;
  return (
    <aside className="blog-side" aria-label={t.blogNavigation}>
      {categories ? (
      <section className="blog-widget" aria-labelledby="blog-categories">
        <h2 id="blog-categories">{t.categories}</h2>
        <ul className="blog-categories">
          <li>
            <Link to={paths.blog.getHref()} aria-current={selected === 'All' ? 'page' : undefined} className={selected === 'All' ? 'is-selected' : undefined}>
              {t.all}
            </Link>
          </li>
          {CATEGORIES.map((c) => (
            <li key={c}>
              <Link
                to={paths.blogArticle.getHref(categorySlug(c))}
                aria-current={selected === c ? 'page' : undefined}
                className={selected === c ? 'is-selected' : undefined}
              >
                {categoryNames[c]}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      ) : null}
      <section className="blog-widget" aria-labelledby="blog-recent">
        <h2 id="blog-recent">{t.recentPosts}</h2>
        <ul className="blog-recent">
          {recent.map((a) => (
            <li key={a.slug}>
              <Link to={paths.blogArticle.getHref(a.slug)}>
                <img src={a.thumb} alt="" width="96" height="50" loading="lazy" decoding="async" />
                <span>
                  <span className="blog-recent__title">{a.title}</span>
                  <time dateTime={a.date}>{formatDate(a.date)}</time>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
