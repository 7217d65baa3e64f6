import { useLocation } from 'react-router-dom';
import { Breadcrumb, breadcrumbJsonLd, type Crumb } from '@/components/breadcrumb';
import { Seo } from '@/components/seo';
import { findBike } from '@/content/bikes';
import { paths } from '@contract/paths';
import { TestRideAside } from './test-ride-aside';
import { TestRideForm } from './test-ride-form';
import { useTestRide } from './use-test-ride';
import './enquiries.css';

function testRideCrumbs(isRv400: boolean): Crumb[] {
  return isRv400
    ? [
        { name: 'Home', path: paths.home.getHref() },
        { name: 'RV400', path: findBike('rv400')?.path ?? paths.electricBike.getHref() },
        { name: 'Test ride', path: paths.rv400TestRide.getHref() },
      ]
    : [
        { name: 'Home', path: paths.home.getHref() },
        { name: 'Test ride', path: paths.testRide.getHref() },
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
        title={isRv400 ? 'Book a free RV400 test ride' : 'Book a free test ride'}
        description="Ride a Revolt electric motorcycle before you buy: choose a model, a hub near you, a date and a time slot. Free, with a helmet provided."
        path={isRv400 ? paths.rv400TestRide.path : paths.testRide.path}
        jsonLd={breadcrumbJsonLd(crumbs)}
      />
      <Breadcrumb crumbs={crumbs} />
      <h1>Book a free test ride</h1>
      <p className="muted enquiry-lead">
        Choose a bike, a hub and a time that suits you. The hub calls you to confirm; the ride itself is free and there is no obligation to buy.
      </p>
      <div className="enquiry-layout">
        <TestRideForm {...testRide} />
        <TestRideAside />
      </div>
    </div>
  );
}

export default TestRideScreen;
