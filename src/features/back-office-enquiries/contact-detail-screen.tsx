import { useCallback, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import type { ContactAction } from '@contract/back-office-enquiries';
import { paths } from '@contract/paths';
import { formatDateTime, telHref } from '@/lib/format';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { ActionPanel, type ActionValues } from './action-panel';
import { selectBoContact } from './back-office-enquiries-slice';
import { actOnContactRequest, fetchContactRequest } from './back-office-enquiries-thunks';
import { DetailFrame, Facts, RecordTimeline, StatusBadge } from './enquiry-detail';
import { CONTACT_ACTION_COPY, CONTACT_STATUS_LABELS, sourceLabel } from './labels';

/** /contactusdetail/:id (admin): the message, a reply note, closing. */
export function ContactDetailScreen() {
  const { id = '' } = useParams();
  const requestId = Number(id);
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectBoContact);
  const load = useCallback(() => void dispatch(fetchContactRequest(requestId)), [dispatch, requestId]);
  useEffect(load, [load]);
  const run = useCallback(
    (action: ContactAction, v: ActionValues) =>
      dispatch(actOnContactRequest(requestId, action === 'close' ? { action, note: v.note } : { action, note: v.note ?? '' })),
    [dispatch, requestId],
  );
  return (
    <DetailFrame title="Contact request" noun="contact request" path={paths.contactDetail.getHref(id)} back={{ href: paths.contactList.getHref(), label: 'Contact requests' }} state={state} id={requestId} retry={load}>
      {(r) => (
        <>
          <h1>
            Contact request {r.reference} <StatusBadge status={r.status} label={CONTACT_STATUS_LABELS[r.status]} />
          </h1>
          <div className="bo-detail">
            <div>
              <section className="bo-section" aria-labelledby="bo-message">
                <h2 id="bo-message">{r.topic}</h2>
                <p className="bo-message">{r.message}</p>
              </section>
              <section className="bo-section" aria-labelledby="bo-sender">
                <h2 id="bo-sender">From</h2>
                <Facts
                  label="From"
                  items={[
                    ['Name', r.name],
                    ['Mobile', <a key="mobile" href={telHref(r.mobile)}>{r.mobile}</a>],
                    ['E-mail', <a key="email" href={`mailto:${r.email}`}>{r.email}</a>],
                    ['Place', [r.city?.name, r.state?.name].filter(Boolean).join(', ')],
                    ['Source', sourceLabel(r.source)],
                    ['Received', formatDateTime(r.created_at)],
                  ]}
                />
              </section>
            </div>
            <div>
              <ActionPanel actions={r.actions} copy={CONTACT_ACTION_COPY} run={run} />
              <RecordTimeline createdAt={r.created_at} events={r.events} received="Message received" />
            </div>
          </div>
        </>
      )}
    </DetailFrame>
  );
}

export default ContactDetailScreen;
