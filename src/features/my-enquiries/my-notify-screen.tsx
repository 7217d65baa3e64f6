import { useCallback, useEffect, useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { useConfirm } from '@/components/dialog';
import { Seo } from '@/components/seo';
import type { MyNotifyRequest } from '@contract/enquiries';
import { paths } from '@contract/paths';
import { formatDate } from '@/lib/format';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { ListState } from './my-enquiries-parts';
import { selectMyNotify, type MyEnquiriesSlice } from './my-enquiries-slice';
import { fetchMyNotify, removeMyNotify } from './my-enquiries-thunks';
import './my-enquiries.css';

/** /usernotify: the models I asked to hear about, by city; remove one. */
export function MyNotifyScreen() {
  const dispatch = useAppDispatch();
  const list = useAppSelector((s: MyEnquiriesSlice) => selectMyNotify(s));
  const [notice, setNotice] = useState<{ message: string; tone: 'success' | 'error' } | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const [dialog, confirm] = useConfirm();
  const load = useCallback(() => void dispatch(fetchMyNotify()), [dispatch]);
  useEffect(load, [load]);

  async function onRemove(request: MyNotifyRequest) {
    const ok = await confirm({
      title: 'Stop these updates?',
      message: `We will no longer tell you when the ${request.model_name} reaches ${request.city_name}.`,
      confirmLabel: 'Remove',
      cancelLabel: 'Keep',
    });
    if (!ok) return;
    setRemoving(request.id);
    const outcome = await dispatch(removeMyNotify(request.id));
    setRemoving(null);
    setNotice(
      outcome.ok
        ? { message: `Removed: ${request.model_name} in ${request.city_name}.`, tone: 'success' }
        : { message: outcome.error, tone: 'error' },
    );
  }

  return (
    <div className="page container my-enquiries">
      <Seo title="My notify-me requests" description="The Revolt models you asked to hear about." path={paths.userNotify.path} noindex />
      <h1>My notify-me requests</h1>
      {notice ? <Alert tone={notice.tone}>{notice.message}</Alert> : null}
      <ListState
        list={list}
        what="notify-me requests"
        onRetry={load}
        empty={{
          title: 'No requests',
          text: 'Ask us to tell you when a model reaches your city.',
          action: { label: 'Notify me', href: paths.notifyMe.getHref() },
        }}
      >
        {(requests) => (
          <ul className="my-enquiries__list" aria-label="Notify-me requests">
            {requests.map((request) => (
              <li key={request.id} className="card my-enquiries__item">
                <h2 className="my-enquiries__title">
                  {request.model_name} in {request.city_name}
                </h2>
                <p className="muted">
                  {request.reference} · asked on {formatDate(request.created_at)}
                </p>
                <Button
                  variant="secondary"
                  busy={removing === request.id}
                  aria-label={`Remove ${request.model_name} in ${request.city_name}`}
                  onClick={() => void onRemove(request)}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
      </ListState>
      {dialog}
    </div>
  );
}

export default MyNotifyScreen;
