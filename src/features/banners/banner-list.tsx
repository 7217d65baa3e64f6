// The banners in their home-page order, each with its state, its schedule and the admin's actions.
import { useState, type FormEvent } from 'react';
import type { BannerRecord } from '@contract/banners';
import { bannerMessages } from '@contract/banner-rules';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { formatDateTime } from '@/lib/format';
import { toInstant, toLocalInput } from './banner-time';

function stateOf(banner: BannerRecord, now: number): string {
  if (!banner.active) return 'Switched off';
  if (banner.live) return 'Live';
  return new Date(banner.startsAt).getTime() > now ? 'Scheduled' : 'Ended';
}

type Actions = {
  busyId: number | null;
  onToggle: (banner: BannerRecord) => void;
  onMove: (banner: BannerRecord, by: -1 | 1) => void;
  onSchedule: (banner: BannerRecord, startsAt: string, endsAt: string | null) => Promise<boolean>;
};

function ScheduleForm({ banner, onSchedule }: { banner: BannerRecord; onSchedule: Actions['onSchedule'] }) {
  const [start, setStart] = useState(toLocalInput(banner.startsAt));
  const [end, setEnd] = useState(toLocalInput(banner.endsAt));
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const startsAt = toInstant(start);
    const endsAt = toInstant(end);
    if (!startsAt) return setError(bannerMessages.start);
    if (end && (!endsAt || endsAt <= startsAt)) return setError(bannerMessages.end);
    setError(null);
    await onSchedule(banner, startsAt, endsAt);
  };
  return (
    <form className="banner-schedule" onSubmit={(e) => void submit(e)} noValidate>
      <TextField label="Starts" type="datetime-local" value={start} onChange={(e) => setStart(e.target.value)} error={error} />
      <TextField label="Ends (empty: no end)" type="datetime-local" value={end} onChange={(e) => setEnd(e.target.value)} />
      <Button type="submit" variant="secondary">
        Save schedule
      </Button>
    </form>
  );
}

export function BannerList({ banners, busyId, onToggle, onMove, onSchedule }: { banners: BannerRecord[] } & Actions) {
  const now = Date.now();
  if (banners.length === 0) return <p>No banners yet. The home page shows none until you add one.</p>;
  return (
    <ol className="banner-list" aria-label="Banners in home-page order">
      {banners.map((banner, index) => {
        const thumb = banner.images[0];
        return (
          <li key={banner.id} className="banner-item">
            {thumb ? <img className="banner-item__thumb" src={thumb.src} width={240} height={120} alt={banner.alt} loading="lazy" /> : null}
            <div className="banner-item__text">
              <h3>{banner.headline}</h3>
              <p className={`banner-item__state banner-item__state--${banner.live ? 'live' : 'idle'}`}>{stateOf(banner, now)}</p>
              <p>
                Links to <code>{banner.link}</code>
              </p>
              <p>
                From {formatDateTime(banner.startsAt)}
                {banner.endsAt ? ` to ${formatDateTime(banner.endsAt)}` : ', no end'}
              </p>
              <div className="banner-item__actions">
                <Button variant="secondary" busy={busyId === banner.id} onClick={() => onToggle(banner)}>
                  {banner.active ? 'Switch off' : 'Switch on'}
                  <span className="visually-hidden"> “{banner.headline}”</span>
                </Button>
                <Button variant="ghost" disabled={index === 0} onClick={() => onMove(banner, -1)}>
                  Move up<span className="visually-hidden"> “{banner.headline}”</span>
                </Button>
                <Button variant="ghost" disabled={index === banners.length - 1} onClick={() => onMove(banner, 1)}>
                  Move down<span className="visually-hidden"> “{banner.headline}”</span>
                </Button>
              </div>
              <details className="banner-item__schedule">
                <summary>Change the schedule</summary>
                <ScheduleForm banner={banner} onSchedule={onSchedule} />
              </details>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
