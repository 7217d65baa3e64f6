import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import type { UserInfo } from '@contract/auth';
import { paths } from '@contract/paths';
import { backOfficeHomeFor } from './layout-kind';
import * as t from './messages';

/** The signed-in person's entries: portal pages, their back office, sign-out. */
export function AccountMenu({ user, onSignOut }: { user: UserInfo; onSignOut: () => void }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const { pathname } = useLocation();
  const backOffice = backOfficeHomeFor(user);
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <div className="account-menu">
      <button type="button" className="account-menu__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
        <span className="account-menu__avatar" aria-hidden="true">
          {(user.name || '?').trim().charAt(0).toUpperCase()}
        </span>
        <span>{t.yourAccount}</span>
      </button>
      <ul id={listId} className="account-menu__list" hidden={!open}>
        <li>
          <NavLink to={paths.userDashboard.getHref()}>{t.dashboard}</NavLink>
        </li>
        <li>
          <NavLink to={paths.userBooking.getHref()}>{t.myBookings}</NavLink>
        </li>
        <li>
          <NavLink to={paths.upgradeBookings.getHref()}>{t.myUpgradeBookings}</NavLink>
        </li>
        <li>
          <NavLink to={paths.userTestRide.getHref()}>{t.myTestRides}</NavLink>
        </li>
        <li>
          <NavLink to={paths.userReferral.getHref()}>{t.myReferrals}</NavLink>
        </li>
        <li>
          <NavLink to={paths.redeemRewards.getHref()}>{t.myRewards}</NavLink>
        </li>
        <li>
          <NavLink to={paths.userSupport.getHref()}>{t.supportTickets}</NavLink>
        </li>
        <li>
          <NavLink to={paths.profile.getHref()}>{t.profile}</NavLink>
        </li>
        {backOffice ? (
          <li>
            <Link to={backOffice}>{t.backOffice}</Link>
          </li>
        ) : null}
        <li>
          <button type="button" onClick={onSignOut}>
            {t.signOut}
          </button>
        </li>
      </ul>
    </div>
  );
}

