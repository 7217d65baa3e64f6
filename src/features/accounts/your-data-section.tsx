import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { useAppDispatch } from '@/lib/store/hooks';
import { useDownload } from '@/lib/use-download';
import { downloadMyData } from './account-thunks';
import * as t from './profile.messages';

type Format = 'json' | 'html';

/** "Your data" (DPDP Act 2023): everything held on the account, as a file for machines or a page for people. */
export function YourDataSection() {
  const dispatch = useAppDispatch();
  const file = useDownload<Format>();
  const { busy, error } = file;

  // The thunk saves the file under the server's name.
  const download = (format: Format) => file.download(format, () => dispatch(downloadMyData(format)), `my-data.${format}`);

  return (
    <section aria-labelledby="your-data-title" className="profile-section">
      <h2 id="your-data-title">{t.yourData}</h2>
      <p>{t.yourDataText}</p>
      {error ? <Alert>{error}</Alert> : null}
      <div className="form-actions">
        <Button variant="secondary" busy={busy === 'json'} disabled={busy !== null} onClick={() => void download('json')}>
          {t.downloadJson}
        </Button>
        <Button variant="secondary" busy={busy === 'html'} disabled={busy !== null} onClick={() => void download('html')}>
          {t.downloadHtml}
        </Button>
      </div>
    </section>
  );
}
