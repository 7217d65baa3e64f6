import { lazy } from 'react';
import { useParams } from 'react-router-dom';
import { NotFoundView } from '@/components/not-found-view';
import { hasArticle } from '@/content/blog-articles';
import { categoryFromSlug } from '@/content/blog-categories';
import { paths } from '@contract/paths';
import { ArticleView } from './article-view';

// Category pages need the whole index; article pages must not download it.
const BlogIndex = lazy(() => import('./blog-index').then((m) => ({ default: m.BlogIndex })));

/** /blog/{slug}: one of the six category pages, or an article. */
export function BlogSlugScreen() {
  const { slug = '' } = useParams();
  const category = categoryFromSlug(slug);
  if (category) return <BlogIndex category={category} canonicalPath={paths.blogArticle.getHref(slug)} />;
  if (hasArticle(slug)) return <ArticleView key={slug} slug={slug} />;
  return <NotFoundView />;
}

export default BlogSlugScreen;
