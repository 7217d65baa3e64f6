// The public careers pages in English: the openings (/career-with-us), the thank-you page, and what the job page
// shares with them (job.messages.ts holds the job page and its apply form). The back office's careers screens stay
// English. The Hindi twin is messages.hi.ts. What a job says (title, summary, description, location, experience)
// comes from the API and shows as it is; its department and type are the contract's fixed lists, so they have labels.
import { icu } from '@/lib/i18n/icu';

export const home = 'Home';
export const careers = 'Careers';
export const seoTitle = 'Careers: build electric motorcycles with us';
export const seoDescription =
  'Work at Revolt Motors: open jobs in engineering, manufacturing, sales, service, design and more, at our Gurugram head office, Manesar plant, Bengaluru tech centre and across India.';
export const heading = 'Careers at Revolt';
export const intro = [
  'We design, build and look after electric motorcycles made for Indian roads. Our teams work on the bikes themselves, on the batteries and chargers that power them, on the companion app riders use every day, and on the dealer and service network that keeps every rider moving.',
  'You could be writing software at our technology centre in Bengaluru, assembling and testing bikes at our plant in Manesar, shaping the brand at our head office in Gurugram, or helping riders with one of our dealers across India. If you want your work to end up on the road, we would like to hear from you.',
];
export const openings = 'Current openings';
export const filterLegend = 'Filter openings';
export const department = 'Department';
export const allDepartments = 'All departments';
export const location = 'Location';
export const allLocations = 'All locations';
export const type = 'Type';
export const allTypes = 'All types';
export const clearFilters = 'Clear filters';
export const count = icu<{ count: number }>('{count, plural, one {# opening} other {# openings}}');
export const countMatching = icu<{ count: number }>('{count, plural, one {# opening matches these filters} other {# openings match these filters}}');
export const loadFailed = 'We could not load the openings.';
export const retry = 'Retry';
export const loading = 'Loading openings';
export const noMatch = 'No openings match these filters.';
export const showAll = 'Show all openings';
export const noOpenings = 'We have no openings right now.';
/** "… Write to <careers e-mail> with your CV …": the text before the address and after it. */
export const writeTo = 'We are still glad to hear from people who want to work on electric mobility. Write to ';
export const writeToEnd = ' with your CV and the kind of work you are looking for.';
/** "Posted on <date>": the text before the date and after it. */
export const postedOn = 'Posted on ';
export const postedOnEnd = '';
export const seeCurrent = 'See our current openings';
/** The labels of JOB_DEPARTMENTS and JOB_TYPES, in their order (the values stay the contract's). */
export const departments = ['Engineering', 'Manufacturing', 'Sales', 'Service', 'Marketing', 'Design', 'Finance', 'People'];
export const jobTypes = ['Full-time', 'Part-time', 'Contract', 'Internship'];

export const thanksTitle = 'Thank you for applying';
export const thanksDescription = 'Your job application to Revolt Motors has reached us.';
export const thanksName = icu<{ name: string }>('Thank you, {name}');
/** "We have received your application for <job title>.": the text before the title and after it. */
export const received = 'We have received your application for ';
export const receivedEnd = '.';
export const nextTitle = 'What happens next';
export const nextSteps = [
  'Our hiring team reads every application.',
  'If you are shortlisted, we will write to you by e-mail within about two weeks.',
  'Keep an eye on your spam or promotions folder so that our e-mail does not go unnoticed.',
];
export const thanksLead =
  'We acknowledge every application by e-mail. If you are shortlisted, our hiring team will write to you; keep an eye on your spam folder too.';
export const seeOther = 'See our other openings';
export const goHome = 'Go to the home page';
