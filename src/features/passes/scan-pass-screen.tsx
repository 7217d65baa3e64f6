import { useCallback, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PASS_TOKEN_MAX, passMessages } from '@contract/pass-rules';
import { paths } from '@contract/paths';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { Seo } from '@/components/seo';
import { selectUserInfo, type SessionSlice } from '@/lib/session';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { openPass } from './passes-thunks';
import { useCameraScan } from './use-camera-scan';
import './passes.css';

/** /scan-pass: a dealer or admin types, pastes or scans a booking pass's code and lands on its record. */
export function ScanPassScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isAdmin = useAppSelector((s: SessionSlice) => selectUserInfo(s)?.isAdmin === true);
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const open = useCallback(
    async (code: string) => {
      const typed = code.trim();
      if (!typed) {
        setError(passMessages.tokenRequired);
        return;
      }
      setBusy(true);
      setError(null);
      const outcome = await dispatch(openPass(typed));
      setBusy(false);
      if (!outcome.ok) {
        setError(outcome.error);
        return;
      }
      const { kind, id } = outcome.data;
      if (kind === 'order') navigate(isAdmin ? paths.orderDetail.getHref(id) : paths.dealerOrderDetail.getHref(id));
      else navigate(isAdmin ? paths.testRideDetail.getHref(id) : paths.dealerTestRideDetail.getHref(id));
    },
    [dispatch, navigate, isAdmin],
  );

  const onScanned = useCallback(
    (code: string) => {
      setToken(code);
      void open(code);
    },
    [open],
  );
  const camera = useCameraScan(onScanned);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void open(token);
  }

  return (
    <div className="page container scan-pass">
      <Seo title="Scan a pass" description="Open a booking from the customer's pass." path={paths.scanPass.getHref()} noindex />
      <h1>Scan a pass</h1>
      <p>Type or paste the code printed under the customer's QR code{camera.supported ? ', or scan it with the camera' : ''}. The booking or test ride opens if it is at one of your hubs.</p>
      {camera.supported ? (
        <div className="scan-pass__camera">
          {camera.scanning ? (
            <Button variant="secondary" onClick={camera.stop}>
              Stop the camera
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => void camera.start()}>
              Scan with the camera
            </Button>
          )}
          <video ref={camera.videoRef} className="scan-pass__video" hidden={!camera.scanning} muted playsInline aria-label="Camera view" />
          {camera.failed ? <Alert tone="info">{passMessages.noCamera}</Alert> : null}
        </div>
      ) : null}
      <form noValidate onSubmit={onSubmit} aria-label="Open a pass" className="scan-pass__form">
        <TextField
          label="Pass code"
          name="token"
          value={token}
          maxLength={PASS_TOKEN_MAX}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          required
          error={error ?? undefined}
          onChange={(event) => setToken(event.target.value)}
        />
        <div className="form-actions">
          <Button type="submit" busy={busy}>
            Open the booking
          </Button>
        </div>
      </form>
    </div>
  );
}

export default ScanPassScreen;
