// Above a screen shown from the copy kept on this device (lib/offline-copy.ts): when it was last updated, in India's
// date and time, and a retry that reads it from the server again.
import { formatDateTime } from '@/lib/format';
import { Alert } from './alert';
import * as t from './offline-copy-notice.messages';

export function OfflineCopyNotice({ savedAt, what, onRetry }: { savedAt: string; what: string; onRetry: () => void }) {
  return (
    <Alert tone="info" title={t.lastUpdated({ when: formatDateTime(savedAt) })} onRetry={onRetry} retryLabel={t.retry}>
      {t.body({ what })}
    </Alert>
  );
}
