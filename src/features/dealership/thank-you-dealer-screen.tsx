import { useLocation, useParams } from 'react-router-dom';
import { ButtonLink } from '@/components/button';
import { NotFoundView } from '@/components/not-found-view';
import { Seo } from '@/components/seo';
import { dealerReference } from '@contract/dealer-rules';
import { paths } from '@contract/paths';
import { readDealerThankYou } from './dealer-thank-you';
import './dealership.css';

/** /thankyoudealer/:id: the application's reference (from the form, or worked out from the id on a reload). */
export function ThankYouDealerScreen() {
  const { id = '' } = useParams();
  const { state } = useLocation();
  const details = readDealerThankYou(state);
  if (!/^\d{1,9}$/.test(id) || Number(id) < 1) return <NotFoundView />;
  const reference = details?.reference ?? dealerReference(Number(id));

  return (
    <div className="page container thank-you-dealer">
      <Seo title="Application received" description="Your Revolt dealership application is with our dealer development team." path={paths.thankYouDealer.getHref(id)} noindex />
      <h1>Thank you for applying</h1>
      <p className="thank-you-dealer__reference">
        Your reference: <strong>{reference}</strong>
      </p>
      <p>{details?.message ?? 'We have received your dealership application.'}</p>
      <ol>
        <li>Our dealer development team reviews your application, usually within a week.</li>
        <li>If your city and showroom fit our plans, we call you to visit the site.</li>
        <li>Quote {reference} whenever you write or call about it.</li>
      </ol>
      <div className="form-actions">
        <ButtonLink to={paths.home.getHref()}>Back to the home page</ButtonLink>
        <ButtonLink variant="secondary" to={paths.locateDealer.getHref()}>
          See our hubs
        </ButtonLink>
      </div>
    </div>
  );
}

export default ThankYouDealerScreen;
