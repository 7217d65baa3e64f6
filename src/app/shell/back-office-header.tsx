import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { UserInfo } from '@contract/auth';
import { config } from '@/lib/config';
import { paths } from '@contract/paths';
import { currentSection, sectionsFor } from './back-office';
import './back-office.css';

/** The compact header of back-office screens: the sections this person may open, the way back to the site, sign-out. */
export function BackOfficeHeader({ user, onSignOut }: { user: UserInfo | null; onSignOut: () => void }) {
  const { pathname } = useLocation();
  const current = currentSection(pathname);
  const nav = useRef<HTMLElement>(null);
  // On a phone the sections scroll sideways: bring the current one into view without moving the page.
  useEffect(() => {
    const list = nav.current;
    const link = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !link || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = Math.max(0, link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2);
  }, [current]);
  return (
    <header className="back-office-header">
      <div className="back-office-header__bar">
        <Link to={paths.home.getHref()} className="back-office-header__brand">
          <img src="/favicon.svg" alt="" width="24" height="24" />
          <span>
            {config.siteName} <span className="back-office-header__tag">Back office</span>
          </span>
        </Link>
        <div className="back-office-header__account">
          {user ? <span className="back-office-header__user">{user.name}</span> : null}
          <Link to={paths.home.getHref()}>View site</Link>
          <button type="button" onClick={onSignOut}>
            Sign out
          </button>
        </div>
      </div>
      <nav ref={nav} aria-label="Back office" className="back-office-header__sections">
        <ul>
          {sectionsFor(user).map((s) => (
            <li key={s.href}>
              <Link to={s.href} aria-current={s === current ? 'page' : undefined}>
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
