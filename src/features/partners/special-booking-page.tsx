import { useState } from 'react';
import { Seo } from '@/components/seo';
import { AccessCodeStep, type InvitationPass } from './access-code-step';
import { OfferBookingForm } from './offer-booking-form';
import { bookByInvitation } from './special-thunks';
import './partners.css';

/** The hidden special-customer page: an invitation's access code (checked by the server), then the booking, allotted with priority. */
export function SpecialBookingPage({ path }: { path: string }) {
  const [pass, setPass] = useState<InvitationPass | null>(null);
  return (
    <div className="page container partner">
      <Seo title="Book by invitation" description="Book a Revolt electric motorcycle with your invitation." path={path} noindex />
      <h1>Book by invitation</h1>
      <p className="partner__benefit">
        Invited customers get <strong>priority allotment</strong>: your bike is allotted at your hub ahead of the queue.
      </p>
      <p className="muted">
        This page is for fleet partners, corporate programmes and early customers invited by Revolt Motors. Enter the access code from your invitation, then book as usual: the booking amount and
        the price are the same as on the website.
      </p>
      {pass ? (
        <OfferBookingForm
          title="2. Book your bike"
          proven={`Invitation: ${pass.label}`}
          formLabel="Book by invitation"
          submitLabel="Reserve with priority"
          benefitName="Your invitation"
          book={(body) => bookByInvitation(body, pass.token)}
        />
      ) : (
        <AccessCodeStep onAccepted={setPass} />
      )}
    </div>
  );
}
