import { useCallback, useEffect } from 'react';
import { Seo } from '@/components/seo';
import type { ContactStatus } from '@contract/enquiries';
import { paths } from '@contract/paths';
import { formatDate } from '@/lib/format';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { ListState } from './my-enquiries-parts';
import { selectMyContact, type MyEnquiriesSlice } from './my-enquiries-slice';
import { fetchMyContact } from './my-enquiries-thunks';
import './my-enquiries.css';

const STATUS_LABELS: Record<ContactStatus, string> = { open: 'Open: we will reply soon', closed: 'Answered and closed' };

/** /usercontactus: my messages to customer care with their status. */
export function MyContactScreen() {
  const dispatch = useAppDispatch();
  const list = useAppSelector((s: MyEnquiriesSlice) => selectMyContact(s));
  const load = useCallback(() => void dispatch(fetchMyContact()), [dispatch]);
  useEffect(load, [load]);

  return (
    <div className="page container my-enquiries">
      <Seo title="My messages" description="Your messages to Revolt customer care." path={paths.userContactUs.path} noindex />
      <h1>My messages</h1>
      <ListState
        list={list}
        what="messages"
        onRetry={load}
        empty={{ title: 'No messages', text: 'Questions about a bike, a booking or service? Write to us.', action: { label: 'Contact us', href: paths.contactUs.getHref() } }}
      >
        {(items) => (
          <ul className="my-enquiries__list" aria-label="Messages">
            {items.map((item) => (
              <li key={item.id} className="card my-enquiries__item">
                <h2 className="my-enquiries__title">
                  {item.topic} <span className="muted">{item.reference}</span>
                </h2>
                <p className={`my-enquiries__status my-enquiries__status--${item.status}`}>{STATUS_LABELS[item.status]}</p>
                <p className="my-enquiries__message">{item.message}</p>
                <p className="muted">Sent on {formatDate(item.created_at)}</p>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </div>
  );
}

export default MyContactScreen;
