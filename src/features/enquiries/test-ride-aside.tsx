import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';

/** What to bring to a test ride, and how to change the time. */
export function TestRideAside() {
  return (
    <aside className="card enquiry-aside" aria-labelledby="bring-title">
      <h2 id="bring-title">What to bring</h2>
      <ul>
        <li>
          <strong>A valid two-wheeler driving licence.</strong> Our motorcycles have no gears, so a licence for two-wheelers without gear (MCWOG) or
          with gear (MCWG) will do. For safety the hub asks for a permanent licence, not a learner’s licence.
        </li>
        <li>
          <strong>A helmet.</strong> The hub has a clean helmet in common sizes for you; bring your own if you prefer.
        </li>
        <li>Closed shoes are best. Someone from the hub walks you through the controls and ride modes before you set off.</li>
      </ul>
      <p className="muted">
        Need to change the time? Reply to the hub’s call or message, or <Link to={paths.contactUs.getHref()}>contact us</Link>.
      </p>
    </aside>
  );
}
