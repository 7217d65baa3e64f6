import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@contract/paths';
import { OrderLookupForm } from '@/components/order-lookup';
import { Seo } from '@/components/seo';
import './orders.css';

/** /find-my-booking: a guest opens a booking from any device with its reference, the mobile and an OTP. */
export function FindBookingScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <div className="page container narrow">
      <Seo title="Find my booking" description="Open your Revolt booking with its reference and your mobile number." path={paths.findBooking.getHref()} noindex />
      <h1>Find my booking</h1>
      <p>Booked without an account, or on another device? Enter your booking reference and the mobile number you booked with. We send an OTP to that mobile.</p>
      <OrderLookupForm reference={params.get('reference') ?? ''} onOpened={(orderId) => navigate(paths.bookingDetail.getHref(orderId))} />
      <p>
        Have an account? <Link to={paths.signin.getHref(paths.userBooking.getHref())}>Sign in</Link> to see all your bookings.
      </p>
    </div>
  );
}

export default FindBookingScreen;
