// The pass screen's body for either kind: loading, the pass (with "Last updated" when it is the copy kept offline),
// or why there is none.
import { Link } from 'react-router-dom';
import type { PassKind } from '@contract/pass-rules';
import { Alert } from '@/components/alert';
import { Spinner } from '@/components/loading-overlay';
import { Seo } from '@/components/seo';
import { formatDateTime } from '@/lib/format';
import * as t from './messages';
import { PassView, passTitle } from './pass-view';
import { usePass } from './use-pass';

type Props = { kind: PassKind; id: number; path: string; back: { label: string; href: string } };

export function PassScreenBody({ kind, id, path, back }: Props) {
  const { state, retry } = usePass(kind, id);
  const title = state.status === 'fresh' || state.status === 'offline' ? passTitle(state.pass) : t.yourPass;
  return (
    <div className="page container booking-pass-page">
      <Seo title={title} description={t.passDescription} path={path} noindex />
      <p className="order-page__eyebrow booking-pass-page__back">
        <Link to={back.href}>{back.label}</Link>
      </p>
      <h1>{title}</h1>
      {state.status === 'loading' ? <Spinner label={t.loadingPass} /> : null}
      {state.status === 'failed' ? (
        <Alert title={t.couldNotLoad} onRetry={retry}>
          {state.error}
        </Alert>
      ) : null}
      {state.status === 'offline' ? (
        <Alert tone="info" title={t.lastUpdated({ time: formatDateTime(state.savedAt) })}>
          {t.offline}
        </Alert>
      ) : null}
      {state.status === 'fresh' || state.status === 'offline' ? <PassView pass={state.pass} /> : null}
    </div>
  );
}
