import { config } from '@/lib/config';
import './app-badges.css';

// Our own badge artwork (a generic phone and plain words), not the app stores' trademarked badges.
const badges = [
  { href: config.appLinks.android, small: 'Get it on', big: 'Android' },
  { href: config.appLinks.ios, small: 'Download for', big: 'iPhone' },
];

/** Links to the MyRevolt companion app's store listings, drawn as badges. */
export function AppBadges({ className }: { className?: string }) {
  return (
    <ul className={className ? `app-badges ${className}` : 'app-badges'}>
      {badges.map((b) => (
        <li key={b.big}>
          <a className="app-badge" href={b.href} rel="noopener" target="_blank">
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <rect x="6" y="2" width="12" height="20" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
              <path d="M10.5 18.5h3" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
            <span className="app-badge__text">
              <span className="app-badge__small">{b.small}</span> <span className="app-badge__big">{b.big}</span>
              <span className="visually-hidden"> (MyRevolt app, opens in a new tab)</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
