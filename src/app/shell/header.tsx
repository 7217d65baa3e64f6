import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { config } from '@/lib/config';
import { paths } from '@contract/paths';
import { isAdmin, selectUserInfo, type SessionSlice } from '@/lib/session';
import { useAppSelector } from '@/lib/store/hooks';
import { useIsClient } from '@/lib/use-is-client';
import './header.css';

type HeaderProps = { onSignOut: () => void };

export function Header({ onSignOut }: HeaderProps) {
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const isClient = useIsClient();
  const storedUser = useAppSelector((s: SessionSlice) => selectUserInfo(s));
  const user = isClient ? storedUser : null;

  // SPEC §2: the fixed menu closes on every route change.
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to={paths.home.getHref()} className="site-header__brand">
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>{config.siteName}</span>
        </Link>
        <button
          ref={buttonRef}
          type="button"
          className="site-header__toggle"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((o) => !o)}
        >
          <span className="site-header__toggle-icon" aria-hidden="true" />
          {open ? 'Close menu' : 'Menu'}
        </button>
        <nav id={menuId} aria-label="Main" className={open ? 'site-nav is-open' : 'site-nav'}>
          <ul>
            <li>
              <NavLink to={paths.home.getHref()} end>
                Home
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.electricBike.getHref()}>Bikes</NavLink>
            </li>
            <li>
              <NavLink to={paths.comparison.getHref()}>Compare</NavLink>
            </li>
            <li>
              <NavLink to={paths.savings.getHref()}>Savings</NavLink>
            </li>
            <li>
              <NavLink to={paths.blog.getHref()}>Blog</NavLink>
            </li>
            <li>
              <NavLink to={paths.locateDealer.getHref()}>Find a hub</NavLink>
            </li>
            <li>
              <NavLink to={paths.testRide.getHref()}>Test ride</NavLink>
            </li>
            <li>
              <NavLink to={paths.book.getHref()}>Book now</NavLink>
            </li>
            {user ? (
              <>
                {isAdmin(user) ? (
                  <>
                    <li>
                      <NavLink to={paths.userList.getHref()}>Users</NavLink>
                    </li>
                    <li>
                      <NavLink to={paths.addJob.getHref()}>Openings</NavLink>
                    </li>
                    <li>
                      <NavLink to={paths.applicantDetails.getHref()}>Applications</NavLink>
                    </li>
                  </>
                ) : null}
                <li>
                  <NavLink to={paths.profile.getHref()}>My profile</NavLink>
                </li>
                <li>
                  <button type="button" className="site-nav__button" onClick={onSignOut}>
                    Sign out
                  </button>
                </li>
              </>
            ) : (
              <>
                <li>
                  <NavLink to={paths.signin.getHref()}>Sign in</NavLink>
                </li>
                <li>
                  <NavLink to={paths.register.getHref()} className="site-nav__cta">
                    Register
                  </NavLink>
                </li>
              </>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
