import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@contract/paths';
import { OrderLookupForm } from '@/components/order-lookup';
import { Seo } from '@/components/seo';
import * as t from './portal.messages';
import './orders.css';

/** /find-my-booking: a guest opens a booking from any device with its reference, the mobile and an OTP. */
export function FindBookingScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <div className="page container narrow">
      <Seo title={t.findTitle} description={t.findDescription} path={paths.findBooking.getHref()} noindex />
      <h1>{t.findTitle}</h1>
      <p>{t.findIntro}</p>
      <OrderLookupForm reference={params.get('reference') ?? ''} onOpened={(orderId) => navigate(paths.bookingDetail.getHref(orderId))} />
      <p>
        {t.haveAccount} <Link to={paths.signin.getHref(paths.userBooking.getHref())}>{t.signIn}</Link>
        {t.seeAllAfter}
      </p>
    </div>
  );
}

export default FindBookingScreen;
