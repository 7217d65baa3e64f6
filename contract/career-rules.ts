// Careers (jobs and applications): choices and limits shared by the apply form, the back office and the server.
// Zod-free: the SPA imports it at run time.
export const APPLICATION_SORTS = ['created', 'name', 'experience', 'city'] as const;
export const JOB_DEPARTMENTS = ['Engineering', 'Manufacturing', 'Sales', 'Service', 'Marketing', 'Design', 'Finance', 'People'] as const;
export const JOB_TYPES = ['Full-time', 'Part-time', 'Contract', 'Internship'] as const;
export const APPLICATION_STATUSES = ['new', 'shortlisted', 'interview', 'rejected', 'hired'] as const;
/** A CV is a PDF or a Word (.docx) file of at most 5 MB; the server checks the bytes, not just the name. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_EXTENSIONS = ['.pdf', '.docx'] as const;
export const CV_MIME_TYPES = {
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
/** Limits of a job opening (admin form and server), [min, max] characters unless noted. */
export const JOB_LIMITS = {
  title: [3, 120],
  location: [2, 80],
  experience: [1, 40],
  summary: [10, 300],
  description: [20, 6000],
  /** Number of responsibilities or requirements. */
  items: [1, 15],
  itemLength: 300,
} as const;
export const jobMessages = {
  title: `Enter a title of ${JOB_LIMITS.title[0]} to ${JOB_LIMITS.title[1]} characters.`,
  department: 'Choose a department.',
  location: `Enter a location of ${JOB_LIMITS.location[0]} to ${JOB_LIMITS.location[1]} characters.`,
  type: 'Choose the type of job: Full-time, Part-time, Contract or Internship.',
  experience: `Enter the experience needed in ${JOB_LIMITS.experience[0]} to ${JOB_LIMITS.experience[1]} characters, for example "2-4 years".`,
  summary: `Write a summary of ${JOB_LIMITS.summary[0]} to ${JOB_LIMITS.summary[1]} characters.`,
  description: `Write a description of ${JOB_LIMITS.description[0]} to 6,000 characters.`,
  responsibilities: `List ${JOB_LIMITS.items[0]} to ${JOB_LIMITS.items[1]} responsibilities, one per line, each up to ${JOB_LIMITS.itemLength} characters.`,
  requirements: `List ${JOB_LIMITS.items[0]} to ${JOB_LIMITS.items[1]} requirements, one per line, each up to ${JOB_LIMITS.itemLength} characters.`,
} as const;
export const careerMessages = {
  cvRequired: 'Attach your CV as a PDF or Word (.docx) file.',
  cvType: 'Your CV must be a PDF or Word (.docx) file.',
  cvSize: 'Your CV must be 5 MB or smaller.',
  experience: 'Enter your years of experience as a number from 0 to 50.',
  city: 'Enter the city you live in.',
  linkedin: 'Enter a full profile link starting with https://, or leave it empty.',
  coverNote: 'Keep the note to 2,000 characters or fewer.',
  consent: 'Please agree to us keeping your application to consider you for this role.',
} as const;

/** Where an application is sent (server/modules/careers/application-routes.ts): multipart, so not a JSON endpoint. */
export function jobApplicationPath(jobId: number): string {
  return `/api/v1/jobs/${jobId}/applications`;
}

/** Where the admin downloads an application's CV (server/modules/careers/routes.ts): a file, not JSON. */
export function applicationCvPath(applicationId: number): string {
  return `/api/v1/admin/applications/${applicationId}/cv`;
}
