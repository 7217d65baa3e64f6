import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import type { SpinResult, SpinStatus } from '@contract/rewards';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import type { OrderExtraProps } from '@/lib/order-extra';
import { selectIsSignedIn, type SessionSlice } from '@/lib/session';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { fetchSpin, spinWheel } from './rewards-thunks';
import './spin-wheel.css';
import { useAction } from '@/lib/use-action';

const TURNS = 5;
const COLOURS = ['#d0112b', '#111317', '#4b515a', '#a80d22', '#22252c', '#6b0a17'];

/** The angle that brings the middle of segment `index` (of `count`, clockwise from the top) under the pointer. */
export function landingAngle(index: number, count: number): number {
  const segment = 360 / count;
  return TURNS * 360 + (360 - (index + 0.5) * segment);
}

function wheelStyle(count: number, angle: number): CSSProperties {
  const segment = 360 / count;
  const stops = Array.from({ length: count }, (_, i) => `${COLOURS[i % COLOURS.length]} ${i * segment}deg ${(i + 1) * segment}deg`);
  return { '--wheel-bg': `conic-gradient(${stops.join(', ')})`, '--wheel-turn': `${angle}deg` } as CSSProperties;
}

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

function Won({ spin }: { spin: SpinResult }) {
  return (
    <p>
      You won <strong>{spin.prize.label}</strong>. They are in <Link to={paths.redeemRewards.getHref()}>your rewards</Link>, unlocked when your bike is
      delivered.
    </p>
  );
}

/** The once-per-order spin of a paid order: the server draws the prize; the wheel only turns to show it. */
export function SpinWheel({ orderId }: OrderExtraProps) {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((s: SessionSlice) => selectIsSignedIn(s));
  const [status, setStatus] = useState<SpinStatus | null>(null);
  const [result, setResult] = useState<SpinResult | null>(null);
  const [shown, setShown] = useState(false);
  const { run, busy, error } = useAction();
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    void dispatch(fetchSpin(orderId)).then((outcome) => {
      if (live && outcome.ok) setStatus(outcome.data);
    });
    return () => {
      live = false;
      window.clearTimeout(timer.current);
    };
  }, [dispatch, orderId, signedIn]);

  if (!status || (!status.can_spin && !status.spin)) return null;
  if (status.spin && !result) {
    return (
      <section aria-labelledby={`spin-${orderId}`} className="card spin">
        <h2 id={`spin-${orderId}`}>Your spin of the wheel</h2>
        <Won spin={status.spin} />
      </section>
    );
  }

  async function onSpin() {
    const outcome = await run(() => dispatch(spinWheel(orderId)));
    if (!outcome.ok) return;
    setResult(outcome.data.data);
    // The answer is known now; it is read out once the wheel stops (at once without motion).
    if (prefersReducedMotion()) setShown(true);
    else timer.current = window.setTimeout(() => setShown(true), 4500);
  }

  const prizes = status.prizes;
  const index = result ? prizes.findIndex((p) => p.id === result.prize.id) : -1;
  const angle = index >= 0 ? landingAngle(index, prizes.length) : 0;
  return (
    <section aria-labelledby={`spin-${orderId}`} className="card spin">
      <h2 id={`spin-${orderId}`}>Spin the wheel</h2>
      <p>Your booking is paid: spin once for Rev Club points. Prizes on the wheel: {prizes.map((p) => p.label).join(', ')}.</p>
      <div className="spin__stage" aria-hidden="true">
        <span className="spin__pointer" />
        <div className={result ? 'spin__disc spin__disc--turned' : 'spin__disc'} style={wheelStyle(prizes.length, angle)} onTransitionEnd={() => setShown(true)}>
          {prizes.map((p, i) => (
            <span key={p.id} className="spin__label" style={{ '--label-turn': `${(i + 0.5) * (360 / prizes.length)}deg` } as CSSProperties}>
              {p.label}
            </span>
          ))}
        </div>
      </div>
      {error ? <Alert>{error}</Alert> : null}
      {result ? null : (
        <Button busy={busy} onClick={() => void onSpin()}>
          {busy ? 'Spinning…' : 'Spin the wheel'}
        </Button>
      )}
      <div role="status" className="spin__result">
        {result && shown ? <Won spin={result} /> : result ? <p>The wheel is turning…</p> : null}
      </div>
    </section>
  );
}

export default SpinWheel;
