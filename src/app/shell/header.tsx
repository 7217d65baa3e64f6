import { useEffect, useId, useRef } from 'react';
import { Link, NavLink } from 'react-router-dom';
import type { UserInfo } from '@contract/auth';
import { config } from '@/lib/config';
import { AccountMenu } from './account-menu';
import { paths } from '@contract/paths';
import './header.css';
import * as t from './messages';
import { LanguageSwitch } from './language-switch';

type HeaderProps = {
  user: UserInfo | null;
  menuOpen: boolean;
  onMenuChange: (open: boolean) => void;
  onSignOut: () => void;
};

const mainLinks = [
  { to: paths.electricBike.getHref(), label: t.bikes },
  { to: paths.comparison.getHref(), label: t.compare },
  { to: paths.savings.getHref(), label: t.savings },
  { to: paths.locateDealer.getHref(), label: t.findHub },
  { to: paths.blog.getHref(), label: t.blog },
  { to: paths.testRide.getHref(), label: t.testRide },
];

const FOCUSABLE = 'a[href], button:not([disabled])';

/** Keeps Tab and Shift+Tab inside the open phone menu. */
function trapFocus(e: KeyboardEvent, within: HTMLElement) {
  const items = [...within.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]'));
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}

/**
 * The marketing header. Phones: brand, a persistent Book now and a menu button opening a drawer
 * (backdrop, close button, focus kept inside, Escape closes, the page behind inert via Layout).
 * Wide screens: the same links in the bar.
 */
export function Header({ user, menuOpen, onMenuChange, onSignOut }: HeaderProps) {
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (menuOpen) closeRef.current?.focus();
    else if (wasOpen.current) toggleRef.current?.focus();
    wasOpen.current = menuOpen;
  }, [menuOpen]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onMenuChange(false);
      else if (e.key === 'Tab' && navRef.current) trapFocus(e, navRef.current);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen, onMenuChange]);

  // The drawer exists only on phones: growing the window past the breakpoint closes it.
  useEffect(() => {
    if (!menuOpen || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia('(min-width: 64rem)');
    const onChange = () => wide.matches && onMenuChange(false);
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [menuOpen, onMenuChange]);

  return (
    <header className={menuOpen ? 'site-header is-menu-open' : 'site-header'}>
      <div className="container site-header__bar">
        <Link to={paths.home.getHref()} className="site-header__brand" inert={menuOpen}>
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>{config.siteName}</span>
        </Link>
        <Link to={paths.book.getHref()} className="btn btn--primary site-header__book" inert={menuOpen}>
          {t.bookNow}
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="site-header__toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          inert={menuOpen}
          onClick={() => onMenuChange(true)}
        >
          <span className="site-header__toggle-icon" aria-hidden="true" />
          <span className="visually-hidden">{t.menu}</span>
        </button>
        {menuOpen ? <div className="site-nav__backdrop" aria-hidden="true" onClick={() => onMenuChange(false)} /> : null}
        <nav
          ref={navRef}
          id={menuId}
          aria-label={t.mainNav}
          className={menuOpen ? 'site-nav is-open' : 'site-nav'}
        >
          <div className="site-nav__top">
            <span className="site-nav__title">{t.menu}</span>
            <button ref={closeRef} type="button" className="site-nav__close" onClick={() => onMenuChange(false)}>
              <span aria-hidden="true">×</span> {t.close}<span className="visually-hidden">{t.closeMenuHidden}</span>
            </button>
          </div>
          <ul className="site-nav__links">
            {mainLinks.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to}>{l.label}</NavLink>
              </li>
            ))}
          </ul>
          <div className="site-nav__end">
            <LanguageSwitch className="site-nav__language" />
            {user ? (
              <AccountMenu user={user} onSignOut={onSignOut} />
            ) : (
              <NavLink to={paths.signin.getHref()} className="site-nav__signin">
                {t.signIn}
              </NavLink>
            )}
            <Link to={paths.book.getHref()} className="btn btn--primary site-nav__book">
              {t.bookNow}
            </Link>
          </div>
        </nav>
      </div>
    </header>
  );
}
