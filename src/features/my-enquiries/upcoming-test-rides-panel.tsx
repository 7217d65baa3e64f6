import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import { Alert } from '@/components/alert';
import { formatDate } from '@/lib/format';
import { useFetchedList } from '@/lib/use-order-details';
import { selectMyTestRides } from './my-enquiries-slice';
import { fetchMyTestRides } from './my-enquiries-thunks';

/** Today in India (YYYY-MM-DD): a ride of today is still upcoming. */
const todayInIndia = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/** The dashboard's panel: test rides requested or confirmed from today on, soonest first (nothing while there are none). */
export function UpcomingTestRidesPanel() {
  const { list, reload: load } = useFetchedList(selectMyTestRides, fetchMyTestRides);
  if (list.status === 'failed' && !list.data) {
    return (
      <section aria-labelledby="upcoming-rides">
        <h2 id="upcoming-rides">Your test rides</h2>
        <Alert title="We could not load your test rides." onRetry={load}>
          {list.error}
        </Alert>
      </section>
    );
  }
  const today = todayInIndia();
  const upcoming = (list.data ?? [])
    .filter((r) => (r.status === 'requested' || r.status === 'confirmed') && r.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date) || a.slot.localeCompare(b.slot));
  if (upcoming.length === 0) return null;
  return (
    <section aria-labelledby="upcoming-rides">
      <h2 id="upcoming-rides">Your test rides</h2>
      <ul className="portal-list" aria-label="Upcoming test rides">
        {upcoming.map((r) => (
          <li key={r.id} className="card">
            <strong>
              {r.model_name} on {formatDate(r.date)}, {r.slot}
            </strong>
            <span>
              {' '}
              at {r.hub.name}. {r.status === 'confirmed' ? 'Confirmed.' : 'Requested: the hub will call you to confirm.'}
            </span>
          </li>
        ))}
      </ul>
      <Link to={paths.userTestRide.getHref()}>Change or cancel a test ride</Link>
    </section>
  );
}

export default UpcomingTestRidesPanel;
