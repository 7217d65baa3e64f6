import { Link } from 'react-router-dom';
import type { ArticleSummary } from '@/content/blog-types';
import { formatDate } from '@/lib/format';
import { paths } from '@contract/paths';
import { categoryNames } from './categories.messages';

export function ArticleCard({ article, eager = false }: { article: ArticleSummary; eager?: boolean }) {
  return (
    <article className="article-card">
      <img src={article.thumb} alt={article.imageAlt} width="480" height="252" loading={eager ? 'eager' : 'lazy'} decoding="async" />
      <div className="article-card__body">
        <p className="article-card__meta">
          <span>{categoryNames[article.category]}</span> · <time dateTime={article.date}>{formatDate(article.date)}</time>
        </p>
        <h2 className="article-card__title">
          <Link to={paths.blogArticle.getHref(article.slug)}>{article.title}</Link>
        </h2>
        <p>{article.description}</p>
      </div>
    </article>
  );
}
