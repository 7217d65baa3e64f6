import { useLocation } from 'react-router-dom';
import { Breadcrumb, breadcrumbJsonLd, type Crumb } from '@/components/breadcrumb';
import { Seo } from '@/components/seo';
import { findBike } from '@/content/bikes';
import { paths } from '@contract/paths';
import { TestRideAside } from './test-ride-aside';
import { TestRideForm } from './test-ride-form';
import { useTestRide } from './use-test-ride';
import * as s from './messages';
import * as t from './test-ride.messages';
import './enquiries.css';

function testRideCrumbs(isRv400: boolean): Crumb[] {
  return isRv400
    ? [
        { name: s.home, path: paths.home.getHref() },
        { name: 'RV400', path: findBike('rv400')?.path ?? paths.electricBike.getHref() },
        { name: s.testRide, path: paths.rv400TestRide.getHref() },
      ]
    : [
        { name: s.home, path: paths.home.getHref() },
        { name: s.testRide, path: paths.testRide.getHref() },
      ];
}

/** /test-ride and /rv400/test-ride (RV400 preselected). Prerendered: the query string and the user apply after mount. */
export function TestRideScreen() {
  const { pathname } = useLocation();
  const isRv400 = (pathname.replace(/\/+$/, '') || '/') === paths.rv400TestRide.path;
  const testRide = useTestRide(isRv400);
  const crumbs = testRideCrumbs(isRv400);

  return (
    <div className="page container">
      <Seo
        title={isRv400 ? t.seoTitleModel({ model: 'RV400' }) : t.seoTitle}
        description={t.seoDescription}
        path={isRv400 ? paths.rv400TestRide.path : paths.testRide.path}
        jsonLd={breadcrumbJsonLd(crumbs)}
      />
      <Breadcrumb crumbs={crumbs} />
      <h1>{t.heading}</h1>
      <p className="muted enquiry-lead">{t.lead}</p>
      <div className="enquiry-layout">
        <TestRideForm {...testRide} />
        <TestRideAside />
      </div>
    </div>
  );
}

export default TestRideScreen;
