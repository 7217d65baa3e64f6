import { useParams } from 'react-router-dom';
import { NotFoundView } from '@/components/not-found-view';
import { findArticle } from '@/content/blog';
import { categoryFromSlug } from '@/content/blog-categories';
import { paths } from '@/lib/paths';
import { ArticleView } from './article-view';
import { BlogIndex } from './blog-index';

/** /blog/{slug}: one of the six category pages, or an article. */
export function BlogSlugScreen() {
  const { slug = '' } = useParams();
  const category = categoryFromSlug(slug);
  if (category) return <BlogIndex category={category} canonicalPath={paths.blogArticle.getHref(slug)} />;
  const article = findArticle(slug);
  if (article) return <ArticleView key={slug} summary={article} />;
  return <NotFoundView />;
}

export default BlogSlugScreen;
