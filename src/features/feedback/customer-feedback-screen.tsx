import { paths } from '@contract/paths';
import { FeedbackDashboard } from './feedback-dashboard';

/** /customer-feedback (dealer): the same dashboard, for the dealer's own hubs only (the API scopes it). */
export function CustomerFeedbackScreen() {
  return <FeedbackDashboard title="Customer feedback" path={paths.customerFeedback.path} scopeText="Answers after test rides and deliveries at your hubs." />;
}

export default CustomerFeedbackScreen;
