import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';

/** Shown once on the profile right after registering: what a new customer can do next. */
export function WelcomePanel({ name }: { name: string }) {
  return (
    <section className="card welcome-panel" aria-labelledby="welcome-title">
      <h2 id="welcome-title">Welcome to Revolt{name ? `, ${name}` : ''}</h2>
      <p>Your account is ready. Here is what you can do next:</p>
      <ul className="welcome-panel__steps">
        <li>
          <Link to={paths.testRide.getHref()}>Book a free test ride</Link>
          <span>Ride the bike at a hub near you before you decide.</span>
        </li>
        <li>
          <Link to={paths.book.getHref()}>Book your motorcycle</Link>
          <span>Reserve one online; the booking amount is refundable.</span>
        </li>
        <li>
          <a href="#profile-form">Complete your profile</a>
          <span>Check your address below so the hub can reach you.</span>
        </li>
      </ul>
    </section>
  );
}
