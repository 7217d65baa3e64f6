import { useCallback, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import type { NotifyAction } from '@contract/back-office-enquiries';
import { paths } from '@contract/paths';
import { formatDateTime, telHref } from '@/lib/format';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { ActionPanel, type ActionValues } from './action-panel';
import { selectBoNotify } from './back-office-enquiries-slice';
import { actOnNotifyRequest, fetchNotifyRequest } from './back-office-enquiries-thunks';
import { DetailFrame, Facts, RecordTimeline, StatusBadge } from './enquiry-detail';
import { NOTIFY_ACTION_COPY, NOTIFY_STATUS_LABELS, sourceLabel } from './labels';

/** /notifydetail/:id (admin): mark contacted, add notes. */
export function NotifyDetailScreen() {
  const { id = '' } = useParams();
  const requestId = Number(id);
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectBoNotify);
  const load = useCallback(() => void dispatch(fetchNotifyRequest(requestId)), [dispatch, requestId]);
  useEffect(load, [load]);
  const run = useCallback(
    (action: NotifyAction, v: ActionValues) =>
      dispatch(actOnNotifyRequest(requestId, action === 'note' ? { action, note: v.note ?? '' } : { action, note: v.note })),
    [dispatch, requestId],
  );
  return (
    <DetailFrame title="Notify request" noun="notify request" path={paths.notifyDetail.getHref(id)} back={{ href: paths.notifyList.getHref(), label: 'Notify requests' }} state={state} id={requestId} retry={load}>
      {(r) => (
        <>
          <h1>
            Notify request {r.reference} <StatusBadge status={r.status} label={NOTIFY_STATUS_LABELS[r.status]} />
          </h1>
          <div className="bo-detail">
            <section className="bo-section" aria-labelledby="bo-request">
              <h2 id="bo-request">The request</h2>
              <Facts
                label="The request"
                items={[
                  ['Name', r.name],
                  ['Mobile', <a key="mobile" href={telHref(r.mobile)}>{r.mobile}</a>],
                  ['E-mail', r.email],
                  ['Model', r.model.name],
                  ['City', `${r.city.name}, ${r.state.name}`],
                  ['Source', sourceLabel(r.source)],
                  ['Received', formatDateTime(r.created_at)],
                ]}
              />
            </section>
            <div>
              <ActionPanel actions={r.actions} copy={NOTIFY_ACTION_COPY} run={run} />
              <RecordTimeline createdAt={r.created_at} events={r.events} received="Asked to be notified" />
            </div>
          </div>
        </>
      )}
    </DetailFrame>
  );
}

export default NotifyDetailScreen;
