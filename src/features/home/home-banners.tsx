// The home page's banners: below the hero (outside the first screen on a phone), each in a box of the banners'
// fixed aspect ratio, so nothing moves when an image arrives. The build prerenders the first banner and writes
// it into data-banners; the client hydrates from that same list, then shows what the API answers.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { PublicBanner } from '@contract/banners';
import { BANNER_ASPECT } from '@contract/banner-rules';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { selectHomeBanners, type HomeSlice } from './home-banners-slice';
import { fetchHomeBanners } from './home-thunks';

const SLOT_ID = 'home-banners';

/** The banners the prerendered page carries (none outside the browser or on a page built without them). */
function prerenderedBanners(): PublicBanner[] {
  if (typeof document === 'undefined') return [];
  const raw = document.getElementById(SLOT_ID)?.getAttribute('data-banners');
  try {
    return raw ? (JSON.parse(raw) as PublicBanner[]) : [];
  } catch {
    return [];
  }
}

function BannerImage({ banner }: { banner: PublicBanner }) {
  const widest = banner.images.at(-1);
  const fallback = banner.images.find((i) => i.width >= 960) ?? widest;
  return (
    <img
      className="home-banner__image"
      src={fallback?.src}
      srcSet={banner.images.map((i) => `${i.src} ${i.width}w`).join(', ')}
      sizes="(min-width: 64rem) 60rem, 100vw"
      width={BANNER_ASPECT.width * 480}
      height={BANNER_ASPECT.height * 480}
      alt={banner.alt}
      loading="lazy"
      decoding="async"
    />
  );
}

function BannerCard({ banner }: { banner: PublicBanner }) {
  const content = (
    <>
      <BannerImage banner={banner} />
      <span className="home-banner__headline">{banner.headline}</span>
    </>
  );
  return banner.link.startsWith('/') ? (
    <Link className="home-banner" to={banner.link}>
      {content}
    </Link>
  ) : (
    <a className="home-banner" href={banner.link} rel="noopener">
      {content}
    </a>
  );
}

export function HomeBanners() {
  const dispatch = useAppDispatch();
  const live = useAppSelector((s: HomeSlice) => selectHomeBanners(s));
  const [first] = useState(() => live.data ?? prerenderedBanners());
  useEffect(() => {
    void dispatch(fetchHomeBanners());
  }, [dispatch]);

  const banners = live.data ?? first;
  if (banners.length === 0) return null;
  return (
    <section id={SLOT_ID} className="home-banners container" aria-label="Offers and news" data-banners={JSON.stringify(banners.slice(0, 1))}>
      <ul className="home-banners__list">
        {banners.map((banner) => (
          <li key={banner.id} className="home-banners__item">
            <BannerCard banner={banner} />
          </li>
        ))}
      </ul>
    </section>
  );
}
