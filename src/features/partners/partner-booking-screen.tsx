import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { NotFoundView } from '@/components/not-found-view';
import { Seo } from '@/components/seo';
import { paths } from '@contract/paths';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { OfferBookingForm } from './offer-booking-form';
import { selectPartnerOffer, type PartnersSlice } from './partners-slice';
import { bookWithOffer, fetchPartnerOffer } from './partners-thunks';
import { WorkEmailStep, type WorkEmailProof } from './work-email-step';
import './partners.css';

/** /book/{partner} (SPEC §2 /book/persistent-systems): the partner's employee offer, a verified work e-mail, then the booking. */
export function PartnerBookingScreen() {
  const { partner = '' } = useParams();
  const dispatch = useAppDispatch();
  const offerState = useAppSelector((s: PartnersSlice) => selectPartnerOffer(s));
  const [proof, setProof] = useState<WorkEmailProof | null>(null);
  const [notFound, setNotFound] = useState(false);
  useEffect(() => {
    void dispatch(fetchPartnerOffer(partner)).then((outcome) => setNotFound(!outcome.ok && outcome.status === 404));
  }, [dispatch, partner]);

  if (notFound) return <NotFoundView />;
  const offer = offerState.data?.slug === partner ? offerState.data : null;
  return (
    <div className="page container partner">
      <Seo title={offer ? `${offer.name} employee offer` : 'Employee offer'} description="Book a Revolt electric motorcycle with your employer's offer." path={paths.partnerBooking.getHref(partner)} noindex />
      <h1>{offer ? `Revolt for ${offer.name} employees` : 'Employee offer'}</h1>
      {offer ? (
        <>
          <p className="partner__benefit">
            Your offer: <strong>{offer.benefit}</strong>
          </p>
          <p className="muted">Verify your work e-mail, then book. The offer is applied by us to your booking and shows on its timeline.</p>
          {proof ? (
            <OfferBookingForm
              title="2. Book your bike"
              proven={`Verified: ${proof.email}`}
              formLabel="Book with the employee offer"
              submitLabel="Reserve with the offer"
              benefitName={`The ${offer.name} offer`}
              email={proof.email}
              book={(body) => bookWithOffer(offer.slug, body, proof.token)}
            />
          ) : (
            <WorkEmailStep offer={offer} onVerified={setProof} />
          )}
        </>
      ) : offerState.status === 'failed' ? (
        <Alert title="We could not load the offer." onRetry={() => void dispatch(fetchPartnerOffer(partner))}>
          {offerState.error}
        </Alert>
      ) : (
        <p role="status">Loading the offer…</p>
      )}
    </div>
  );
}

export default PartnerBookingScreen;
