import { Alert } from '@/components/alert';
import { Seo } from '@/components/seo';
import { paths } from '@contract/paths';
import { BannerForm } from './banner-form';
import { BannerList } from './banner-list';
import { useBanners } from './use-banners';
import './banners.css';

/** /banner-dashboard (admin): the home page's banners: add, schedule, switch off and order. */
export function BannerDashboardScreen() {
  const { list, notice, setNotice, busyId, load, change, move } = useBanners();
  return (
    <div className="page container banner-dash">
      <Seo title="Home banners" description="Create, schedule, order and switch off the home page's banners." path={paths.bannerDashboard.path} noindex />
      <h1>Home banners</h1>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <div className="banner-dash__grid">
        <section aria-labelledby="banner-list-title">
          <h2 id="banner-list-title">On the home page</h2>
          {list.status === 'failed' ? (
            <Alert title="We could not load the banners." onRetry={load}>
              {list.error}
            </Alert>
          ) : list.data ? (
            <BannerList
              banners={list.data}
              busyId={busyId}
              onToggle={(b) => void change(b, { active: !b.active }, `“${b.headline}” is switched ${b.active ? 'off' : 'on'}.`)}
              onMove={(b, by) => void move(b, by)}
              onSchedule={(b, startsAt, endsAt) => change(b, { startsAt, endsAt }, `The schedule of “${b.headline}” is saved.`)}
            />
          ) : (
            <p role="status">Loading banners…</p>
          )}
        </section>
        <BannerForm
          onCreated={(headline) => {
            setNotice({ tone: 'success', text: `“${headline}” was added.` });
            load();
          }}
        />
      </div>
    </div>
  );
}

export default BannerDashboardScreen;
