import { lazy } from 'react';
import { useParams } from 'react-router-dom';
import { NotFoundView } from '@/components/not-found-view';
import { hasArticle } from '@/content/blog-articles';
import { categoryFromSlug, categorySlug } from '@/content/blog-categories';
import { paths } from '@contract/paths';
import { ArticleView } from './article-view';

// Category pages need the whole index; article pages must not download it.
const BlogIndex = lazy(() => import('./blog-index').then((m) => ({ default: m.BlogIndex })));

/**
 * /blog/{slug}: one of the six category pages, or an article. /blog/{article}/{categoryName} (SPEC §2, §4): the
 * article with categoryName kept as the selected category, highlighted in the side column; the slug ("ev-news") or
 * the name ("EV News") both name it, anything else leaves All. Category pages take no such parameter.
 */
export function BlogSlugScreen() {
  const { slug = '', categoryName } = useParams();
  const category = categoryFromSlug(slug);
  if (category && categoryName === undefined) return <BlogIndex category={category} canonicalPath={paths.blogArticle.getHref(slug)} />;
  if (hasArticle(slug)) return <ArticleView key={slug} slug={slug} selected={categoryFromSlug(categorySlug(categoryName ?? '')) ?? 'All'} />;
  return <NotFoundView />;
}

export default BlogSlugScreen;
