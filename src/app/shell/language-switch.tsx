import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { LANG } from '@/lib/i18n/language';
import { localePath } from '@contract/locale-path';
import * as t from './messages';

const OTHER = LANG === 'en' ? 'hi' : 'en';

/**
 * The link to this page in the other language, named in that language (हिंदी on the English site, English on the Hindi
 * one). Each language is its own build, so it loads the page afresh; with JavaScript, the click first keeps the forms'
 * values and remembers the choice (src/lib/i18n/switch-language.ts, fetched on the click).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const href = `${localePath(OTHER, pathname)}${search}`;
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    import('@/lib/i18n/switch-language').then(
      (m) => m.switchLanguage(OTHER, pathname, search),
      () => window.location.assign(href),
    );
  };
  return (
    <a className={className} href={href} hrefLang={OTHER} lang={OTHER} onClick={onClick}>
      {t.otherLanguage}
    </a>
  );
}
