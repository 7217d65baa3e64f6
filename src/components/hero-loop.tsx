// A hero's moving picture: a 4-second rendered loop over the still render it starts from (the still stays the poster
// and the page's LCP image). Muted, inline, looped, without sound or controls but a pause button. Never for visitors
// who ask for reduced motion (not even downloaded; switching it on mid-visit removes the loop) or who save data; it
// plays only while on screen and stays paused once the visitor pauses it. VP9 WebM with alpha over the page's own
// stage, H.264 MP4 for browsers without VP9. Decorative: the still's alt text describes the bike.
import { useEffect, useState } from 'react';
import { colourSlug } from '@/content/bikes';
import { heroLoops } from '@/content/hero-loops';
import { mediaFor } from '@contract/media-rules';
import { afterLoad } from '@/lib/model-prices';
import { useModelMedia } from '@/lib/model-media';
import { useOnScreen } from '@/lib/use-on-screen';
import * as t from './hero-loop.messages';
import './hero-loop.css';

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

function motionWelcome(): boolean {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return !reduce && !connection?.saveData && !/(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/** The loop of `model` when `colour` (a colour name) is the one it was rendered in; else nothing (that colour's still shows). */
export function HeroLoop({ model, colour }: { model: string; colour: string }) {
  const [loaded, setLoaded] = useState(false);
  // After the page's load event: the video never competes with the page's own files.
  useEffect(() => afterLoad(() => setLoaded(true)), []);
  // The maker's hero photograph (media library), where there is one, replaces the still, so the rendered loop would
  // not match it: the loop waits for the photographs' list and stays away when the hero slot has a photograph.
  const { items, status } = useModelMedia(model);
  const settled = status === 'succeeded' || status === 'failed';
  const slug = (heroLoops as Record<string, string | undefined>)[model];
  if (!loaded || !settled || !slug || slug !== colourSlug(colour) || mediaFor(items, 'hero', colour)) return null;
  return <Loop key={slug} src={`/videos/${model}-${slug}`} />;
}

function Loop({ src }: { src: string }) {
  const [welcome, setWelcome] = useState(motionWelcome);
  const [started, setStarted] = useState(false);
  const [paused, setPaused] = useState(false);
  const [observe, onScreen, video] = useOnScreen<HTMLVideoElement>({ threshold: 0.25 });

  useEffect(() => {
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    const change = () => setWelcome(motionWelcome());
    query?.addEventListener('change', change);
    return () => query?.removeEventListener('change', change);
  }, []);

  useEffect(() => {
    if (!video) return;
    if (onScreen && !paused) {
      // A refused play (a browser that blocks even muted autoplay) leaves the still, which is the same picture.
      video.play()?.catch(() => undefined);
    } else if (!video.paused) {
      video.pause();
    }
  }, [onScreen, paused, video]);

  if (!welcome) return null;
  return (
    <>
      <video
        ref={observe}
        className={started ? 'hero-loop hero-loop--shown' : 'hero-loop'}
        muted
        loop
        playsInline
        preload="none"
        disablePictureInPicture
        aria-hidden="true"
        tabIndex={-1}
        onPlaying={() => setStarted(true)}
      >
        <source src={`${src}.webm`} type='video/webm; codecs="vp09.00.10.08"' />
        <source src={`${src}.mp4`} type="video/mp4" />
      </video>
      {/* Offered once the loop has really played: a video that cannot load or play leaves the still and no button. */}
      {started ? (
        <button type="button" className="hero-loop__toggle" aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
          <span aria-hidden="true" className={paused ? 'hero-loop__icon hero-loop__icon--play' : 'hero-loop__icon'} />
          <span className="visually-hidden">{t.pause}</span>
        </button>
      ) : null}
    </>
  );
}

export default HeroLoop;
