import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { NotFoundView } from '@/components/not-found-view';
import { PageSkeleton } from '@/components/page-skeleton';
import { useAppDispatch } from '@/lib/store/hooks';
import { askSpecialPage } from './special-thunks';

const SpecialBookingPage = lazy(() => import('./special-booking-page').then((m) => ({ default: m.SpecialBookingPage })));

/**
 * Every path the route table does not know. The hidden special-customer page's path is server configuration
 * (SPECIAL_BOOKING_PATH), so it is not in the table: this asks the API whether this path is that page, and shows the
 * not-found page otherwise (also when the API cannot say). The page itself is protected by its access code.
 */
export function SpecialBookingScreen() {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const [answer, setAnswer] = useState<{ path: string; special: boolean } | null>(null);
  useEffect(() => {
    let live = true;
    void dispatch(askSpecialPage(pathname)).then((outcome) => {
      if (live) setAnswer({ path: pathname, special: outcome.ok && outcome.data });
    });
    return () => {
      live = false;
    };
  }, [dispatch, pathname]);

  if (answer?.path !== pathname) return <PageSkeleton />;
  if (!answer.special) return <NotFoundView />;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <SpecialBookingPage path={pathname} />
    </Suspense>
  );
}

export default SpecialBookingScreen;
