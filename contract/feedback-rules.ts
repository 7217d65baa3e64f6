// Feedback and NPS (issue 15). NPS = % promoters (9–10) − % detractors (0–6), from 0–10 answers.
// Zod-free: the SPA imports it at run time.
export const NPS_MAX = 10;
export const RATING_MAX = 5;
export const FEEDBACK_COMMENT_MAX = 1000;
export const FEEDBACK_SUBJECTS = ['test_ride', 'order'] as const;
export type FeedbackSubject = (typeof FEEDBACK_SUBJECTS)[number];
/** Shown by the feedback form and the API alike. */
export const feedbackMessages = {
  linkInvalid: 'This feedback link is not valid. Please use the link in your SMS.',
  linkExpired: 'This feedback link has expired. Thank you for riding with Revolt.',
  answered: 'Feedback for this ride has already been given. Thank you!',
  notYours: 'We could not find that test ride or order among yours.',
  notReady: 'Feedback opens once the test ride is completed or the bike is delivered.',
  nps: `Choose a score from 0 to ${NPS_MAX}.`,
  rating: `Choose 1 to ${RATING_MAX} stars.`,
  comment: `Keep the comment under ${FEEDBACK_COMMENT_MAX} characters.`,
  date: 'Use a date as YYYY-MM-DD.',
} as const;
export const FEEDBACK_SUBJECT_LABELS: Readonly<Record<FeedbackSubject, string>> = { test_ride: 'Test ride', order: 'Delivery' };
