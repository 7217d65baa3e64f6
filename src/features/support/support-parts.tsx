// Parts both ticket screens show: the photos and the reply box (the conversation is ticket-conversation.tsx).
import { useEffect, useState, type FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextAreaField } from '@/components/field';
import { SUPPORT_MESSAGE_MAX } from '@contract/support-rules';
import { useAppDispatch } from '@/lib/store/hooks';
import type { RequestOutcome } from '@/lib/store/request';
import { fetchTicketPhoto } from './support-thunks';
import { useAction } from '@/lib/use-action';
import * as t from './messages';

/** The ticket's photos, fetched with the session (an <img src> could not send it) and shown from object URLs. */
export function TicketPhotos({ ticketId, photoIds, admin }: { ticketId: number; photoIds: number[]; admin: boolean }) {
  const dispatch = useAppDispatch();
  const [urls, setUrls] = useState<{ id: number; url: string }[]>([]);
  const key = photoIds.join(',');

  useEffect(() => {
    let live = true;
    const made: string[] = [];
    void Promise.all(
      key
        .split(',')
        .filter(Boolean)
        .map(async (raw) => {
          const id = Number(raw);
          const outcome = await dispatch(fetchTicketPhoto(ticketId, id, admin));
          if (!outcome.ok) return null;
          const url = URL.createObjectURL(outcome.data);
          made.push(url);
          return { id, url };
        }),
    ).then((loaded) => {
      if (live) setUrls(loaded.filter((x): x is { id: number; url: string } => x !== null));
    });
    return () => {
      live = false;
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [dispatch, ticketId, key, admin]);

  if (!photoIds.length) return null;
  return (
    <ul className="support__photos" aria-label={t.photosLabel}>
      {urls.map((p, i) => (
        <li key={p.id}>
          <a href={p.url} target="_blank" rel="noreferrer">
            <img src={p.url} alt={t.attachment({ n: i + 1, count: photoIds.length })} width={112} height={112} />
          </a>
        </li>
      ))}
    </ul>
  );
}

type ReplyBoxProps = {
  label: string;
  submitLabel: string;
  onSend: (text: string) => Promise<RequestOutcome<unknown>>;
  /** What the field's error says when it is empty or too long. */
  invalid?: string;
};

/** A text box and a send button; the text stays when sending fails. */
export function ReplyBox({ label, submitLabel, onSend, invalid = t.checks.reply }: ReplyBoxProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { run, busy } = useAction();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const trimmed = text.trim();
    if (!trimmed || trimmed.length > SUPPORT_MESSAGE_MAX) {
      setError(invalid);
      return;
    }
    const outcome = await run(() => onSend(trimmed));
    if (outcome.ok) {
      setText('');
      setError(null);
    } else setFailure(outcome.error);
  };

  return (
    <form className="support__form" noValidate onSubmit={(e) => void submit(e)}>
      {failure ? <Alert title={t.notSent}>{failure}</Alert> : null}
      <TextAreaField
        label={label}
        rows={4}
        maxLength={SUPPORT_MESSAGE_MAX}
        value={text}
        error={error}
        onChange={(e) => {
          setText(e.target.value);
          setError(null);
        }}
      />
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
