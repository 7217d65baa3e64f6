// The 360-degree view of a model in the chosen colour: TURNTABLE_FRAMES rendered frames stacked in one box, the current
// one shown. Turned by dragging or swiping (pointer events; vertical swipes still scroll the page), by the arrow keys
// when focused (it is a slider: Home/End go to the first and last angle), or by the two buttons for people who cannot
// drag. The slider names the model and colour and says the angle and the view ("120°, front left"); the buttons
// announce the new view through a polite live region. Loaded (code and frames) only once the viewer is near the
// screen (turntable-section.tsx), and only the chosen colour's frames; changing colour keeps the angle.
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { Colour } from '@/content/bikes';
import { colourName } from '@/content/bikes.messages';
import { TURNTABLE_FRAMES, TURNTABLE_SIZE } from '@/content/turntable-frames';
import { frameAngle, frameUrl, frameView, frameWidth, turn, turntableSet } from './turntable';
import * as t from './turntable.messages';
import './turntable.css';

/** Pixels of drag per frame: a full turn is a drag of about 430 px. */
const DRAG_PX = 12;

type Props = { modelId: string; modelName: string; colour: Colour };

function FrameStack({ base, width, frame, label }: { base: string; width: number; frame: number; label: string }) {
  const [loaded, setLoaded] = useState<boolean[]>(() => Array.from({ length: TURNTABLE_FRAMES }, () => false));
  const lastShown = useRef(0);
  const count = loaded.filter(Boolean).length;
  // Until the asked-for frame has arrived, the last frame shown stays (frames have transparent backgrounds, so two
  // frames are never shown over each other).
  const shown = loaded[frame] ? frame : loaded[lastShown.current] ? lastShown.current : -1;
  if (shown >= 0) lastShown.current = shown;
  return (
    <>
      {Array.from({ length: TURNTABLE_FRAMES }, (_, i) => (
        <picture key={i}>
          <source type="image/avif" srcSet={frameUrl(base, i, width, 'avif')} />
          <img
            className={i === shown ? 'turntable__frame turntable__frame--current' : 'turntable__frame'}
            src={frameUrl(base, i, width, 'webp')}
            alt=""
            width={TURNTABLE_SIZE.width}
            height={TURNTABLE_SIZE.height}
            decoding="async"
            draggable={false}
            data-frame={i}
            onLoad={() => setLoaded((l) => (l[i] ? l : l.map((v, j) => v || j === i)))}
          />
        </picture>
      ))}
      {count < TURNTABLE_FRAMES ? (
        <p className="turntable__progress" aria-hidden="true">
          {t.loading({ label, percent: Math.round((count / TURNTABLE_FRAMES) * 100) })}
        </p>
      ) : null}
    </>
  );
}

export function TurntableViewer({ modelId, modelName, colour }: Props) {
  const set = turntableSet(modelId, colour);
  const stage = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; frame: number; id: number } | null>(null);
  const [frame, setFrame] = useState(0);
  const [width, setWidth] = useState<number | null>(null);
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    // The file width is chosen once, from the box the viewer is shown in.
    const el = stage.current;
    if (el) setWidth(frameWidth(el.getBoundingClientRect().width, window.devicePixelRatio || 1));
  }, []);
  if (!set) return null;
  const angle = frameAngle(frame);
  const describe = (f: number) => t.angleView({ angle: frameAngle(f), view: frameView(f) });

  const onKeyDown = (e: KeyboardEvent) => {
    const next = { ArrowRight: turn(frame, -1), ArrowUp: turn(frame, -1), ArrowLeft: turn(frame, 1), ArrowDown: turn(frame, 1), Home: 0, End: 1, PageUp: turn(frame, -9), PageDown: turn(frame, 9) }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    setFrame(next);
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    drag.current = { x: e.clientX, frame, id: e.pointerId };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    // Dragging right turns the bike right: its near side follows the finger.
    setFrame(turn(d.frame, -Math.round((e.clientX - d.x) / DRAG_PX)));
  };
  const endDrag = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.id === e.pointerId) drag.current = null;
  };
  const step = (steps: number) => {
    const next = turn(frame, steps);
    setFrame(next);
    setAnnounced(describe(next));
  };
  const label = t.label({ model: modelName, colour: colourName(colour.name) });
  return (
    <div className="turntable">
      <div
        ref={stage}
        className="turntable__stage"
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-roledescription={t.roleDescription}
        aria-valuemin={0}
        aria-valuemax={360 - 360 / TURNTABLE_FRAMES}
        aria-valuenow={angle}
        aria-valuetext={describe(frame)}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        {width ? <FrameStack key={set.base + width} base={set.base} width={width} frame={frame} label={label} /> : null}
      </div>
      <div className="turntable__controls">
        <button type="button" className="btn btn--secondary turntable__button" onClick={() => step(1)}>
          <span aria-hidden="true">↶</span> {t.turnLeft}
        </button>
        <output className="turntable__angle" aria-hidden="true">
          {angle}°
        </output>
        <button type="button" className="btn btn--secondary turntable__button" onClick={() => step(-1)}>
          {t.turnRight} <span aria-hidden="true">↷</span>
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announced}
      </p>
    </div>
  );
}

export default TurntableViewer;
