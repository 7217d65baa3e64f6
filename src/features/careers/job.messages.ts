// A job's page in English (/career-with-us/job/:id) and its apply form; the Hindi twin is job.messages.hi.ts. The
// job's own text comes from the API. The checks' English is the contract's own words.
import { careerMessages } from '@contract/career-rules';
import { icu } from '@/lib/i18n/icu';

export const seoTitle = icu<{ title: string }>('{title}: careers');
export const jobOpening = 'Job opening';
export const seoDescription = 'A job opening at Revolt Motors.';
export const loadFailed = 'We could not load this job.';
export const loading = 'Loading the job';
export const closed = 'This opening is closed.';
/** Followed by the link to the current openings. */
export const closedOn = icu<{ date: string }>('It stopped taking applications on {date}. ');
export const closedNow = 'It no longer takes applications. ';
export const applyForJob = 'Apply for this job';
export const about = 'About the role';
export const responsibilities = 'What you will do';
export const requirements = 'What you will need';

export const applyTitle = 'Apply for this role';
export const requiredNote = 'Fields marked * are required.';
export const failed = 'Your application was not sent.';
export const city = 'City';
export const experience = 'Years of experience';
export const experienceHint = 'In whole years; 0 if you are starting out';
export const company = 'Current company (optional)';
export const linkedin = 'LinkedIn profile (optional)';
export const linkedinHint = 'For example linkedin.com/in/your-name; we add https:// for you';
export const coverNote = 'Cover note (optional)';
export const coverNoteCount = icu<{ length: string; max: string }>('{length} of {max} characters');
export const cv = 'CV';
export const cvHint = 'PDF or Word (.docx), up to 5 MB';
export const consent = 'I agree to Revolt keeping my application and CV to consider me for this role.';
export const sending = 'Sending your application';
export const submit = 'Send application';

export const cvRequiredError = careerMessages.cvRequired;
export const cvTypeError = careerMessages.cvType;
export const cvSizeError = careerMessages.cvSize;
export const experienceError = careerMessages.experience;
export const cityError = careerMessages.city;
export const linkedinError = careerMessages.linkedin;
export const coverNoteError = careerMessages.coverNote;
export const consentError = careerMessages.consent;
