// The pass screen's body for either kind: loading, the pass (with "Last updated" when it is the copy kept offline),
// or why there is none.
import { Link } from 'react-router-dom';
import type { PassKind } from '@contract/pass-rules';
import { passMessages } from '@contract/pass-rules';
import { Alert } from '@/components/alert';
import { Spinner } from '@/components/loading-overlay';
import { Seo } from '@/components/seo';
import { formatDateTime } from '@/lib/format';
import { PassView, passTitle } from './pass-view';
import { usePass } from './use-pass';

type Props = { kind: PassKind; id: number; path: string; back: { label: string; href: string } };

export function PassScreenBody({ kind, id, path, back }: Props) {
  const { state, retry } = usePass(kind, id);
  const title = state.status === 'fresh' || state.status === 'offline' ? passTitle(state.pass) : 'Your booking pass';
  return (
    <div className="page container booking-pass-page">
      <Seo title={title} description="Your Revolt booking pass to show at the hub." path={path} noindex />
      <p className="order-page__eyebrow booking-pass-page__back">
        <Link to={back.href}>{back.label}</Link>
      </p>
      <h1>{title}</h1>
      {state.status === 'loading' ? <Spinner label="Loading your pass" /> : null}
      {state.status === 'failed' ? (
        <Alert title="We could not load your pass." onRetry={retry}>
          {state.error}
        </Alert>
      ) : null}
      {state.status === 'offline' ? (
        <Alert tone="info" title={`Last updated ${formatDateTime(state.savedAt)}`}>
          {passMessages.offline}
        </Alert>
      ) : null}
      {state.status === 'fresh' || state.status === 'offline' ? <PassView pass={state.pass} /> : null}
    </div>
  );
}
