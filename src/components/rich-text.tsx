import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { LANG } from '@/lib/i18n/language';

/**
 * HTML compiled at build time from our own Markdown (never user content). Internal links inside it
 * go through the router instead of reloading the page. A Hindi text's links carry the Hindi site's /hi (so they work
 * without the app too): the router, whose basename is /hi there, takes them without it.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const a = (e.target as HTMLElement).closest('a[data-internal]');
    if (!a || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    const href = a.getAttribute('href') ?? '/';
    // (splitLocale's work, written out: that module is in every page's first load, this component is not.)
    void navigate(LANG === 'en' ? href : href.replace(/^\/hi(?=[/?#]|$)/, '') || '/');
  };
  // Keyboards activate links with a click event too, so the delegated handler serves them.
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
  return <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
