import { paths } from '@contract/paths';
import { FeedbackDashboard } from './feedback-dashboard';

/** /feedback-dash (admin): NPS and feedback of every hub. */
export function FeedbackDashScreen() {
  return <FeedbackDashboard title="Customer feedback" path={paths.feedbackDash.path} scopeText="Answers after test rides and deliveries at every hub." />;
}

export default FeedbackDashScreen;
