import { useLocation } from 'react-router-dom';
import { ButtonLink } from '@/components/button';
import { Seo } from '@/components/seo';
import { paths } from '@contract/paths';
import './campaign.css';

type ThankYouState = { message?: string; reference?: string };

function readState(state: unknown): ThankYouState {
  if (typeof state !== 'object' || state === null) return {};
  const { message, reference } = state as Record<string, unknown>;
  return { message: typeof message === 'string' ? message : undefined, reference: typeof reference === 'string' ? reference : undefined };
}

/** /thank-you: the generic thank-you of campaign forms; a form may hand over its message and reference. */
export function ThankYouScreen() {
  const { message, reference } = readState(useLocation().state);
  return (
    <div className="page container campaign">
      <Seo title="Thank you" description="We have received your details." path={paths.thankYou.path} noindex />
      <h1>Thank you</h1>
      <p>{message ?? 'We have received your details. Our team will contact you soon.'}</p>
      {reference ? (
        <p>
          Your reference: <strong>{reference}</strong>
        </p>
      ) : null}
      <div className="form-actions">
        <ButtonLink to={paths.home.getHref()}>Back to the home page</ButtonLink>
        <ButtonLink variant="secondary" to={paths.testRide.getHref()}>
          Book a free test ride
        </ButtonLink>
      </div>
    </div>
  );
}

export default ThankYouScreen;
