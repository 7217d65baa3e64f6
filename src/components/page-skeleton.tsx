import * as t from './page-skeleton.messages';
import './page-skeleton.css';

/**
 * The outline of a page (breadcrumb, title, text, a block) while its screen's code loads. It holds the
 * page's height, so the footer is never pulled up under the header and nothing jumps when the screen arrives.
 */
export function PageSkeleton({ label = t.loadingPage }: { label?: string }) {
  return (
    <div className="page container page-skeleton" role="status" aria-live="polite" aria-label={label} aria-busy="true">
      <span className="page-skeleton__bar page-skeleton__crumbs" />
      <span className="page-skeleton__bar page-skeleton__title" />
      <span className="page-skeleton__bar page-skeleton__line" />
      <span className="page-skeleton__bar page-skeleton__line page-skeleton__line--short" />
      <span className="page-skeleton__block" />
      <span className="page-skeleton__bar page-skeleton__line" />
      <span className="page-skeleton__bar page-skeleton__line page-skeleton__line--short" />
    </div>
  );
}
