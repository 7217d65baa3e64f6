import { useLocation, useParams } from 'react-router-dom';
import { ButtonLink } from '@/components/button';
import { NotFoundView } from '@/components/not-found-view';
import { Seo } from '@/components/seo';
import { dealerReference } from '@contract/dealer-rules';
import { paths } from '@contract/paths';
import { readDealerThankYou } from './dealer-thank-you';
import * as t from './messages';
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
      <Seo title={t.thanksTitle} description={t.thanksDescription} path={paths.thankYouDealer.getHref(id)} noindex />
      <h1>{t.thanksHeading}</h1>
      <p className="thank-you-dealer__reference">
        {t.yourReference} <strong>{reference}</strong>
      </p>
      <p>{details?.message ?? t.thanksFallback}</p>
      <ol>
        <li>{t.thanksReview}</li>
        <li>{t.thanksVisit}</li>
        <li>{t.thanksQuote({ reference })}</li>
      </ol>
      <div className="form-actions">
        <ButtonLink to={paths.home.getHref()}>{t.backHome}</ButtonLink>
        <ButtonLink variant="secondary" to={paths.locateDealer.getHref()}>
          {t.seeHubs}
        </ButtonLink>
      </div>
    </div>
  );
}

export default ThankYouDealerScreen;
