// Careers: jobs and applications (SPEC §2 careers routes; the job and application fields are "not
// shown" in the spec, so designed here). A job's description is plain text: paragraphs split by blank
// lines. zod schemas are the single source; the SPA imports the derived types only.
import { z } from 'zod';
import { APPLICATION_SORTS, APPLICATION_STATUSES, JOB_DEPARTMENTS, JOB_LIMITS, JOB_TYPES, careerMessages, jobMessages } from './career-rules.js';
import { blankToUndefined, email, listPage, mobile, name, pageNumber, pageSize, sortParam, type SortValue } from './common.js';

const JOB_STATUSES = ['open', 'closed'] as const;
const between = (message: string, min: number, max: number) => z.string({ error: message }).trim().min(min, message).max(max, message);
const jobLines = (message: string) =>
  z.array(between(message, 1, JOB_LIMITS.itemLength), { error: message }).min(JOB_LIMITS.items[0], message).max(JOB_LIMITS.items[1], message);
const limit = (message: string, [min, max]: readonly [number, number]) => between(message, min, max);

const jobFields = {
  title: limit(jobMessages.title, JOB_LIMITS.title),
  department: z.enum(JOB_DEPARTMENTS, { error: jobMessages.department }),
  location: limit(jobMessages.location, JOB_LIMITS.location),
  type: z.enum(JOB_TYPES, { error: jobMessages.type }),
  experience: limit(jobMessages.experience, JOB_LIMITS.experience),
  summary: limit(jobMessages.summary, JOB_LIMITS.summary),
  description: limit(jobMessages.description, JOB_LIMITS.description),
  responsibilities: jobLines(jobMessages.responsibilities),
  requirements: jobLines(jobMessages.requirements),
};

/** POST /api/v1/admin/jobs (admin). */
export const jobWriteBody = z.object(jobFields);

/** PUT /api/v1/admin/jobs/{id} (admin): any fields; status 'closed' closes the opening, 'open' reopens it. */
export const jobUpdateBody = z.object({
  title: jobFields.title.optional(),
  department: jobFields.department.optional(),
  location: jobFields.location.optional(),
  type: jobFields.type.optional(),
  experience: jobFields.experience.optional(),
  summary: jobFields.summary.optional(),
  description: jobFields.description.optional(),
  responsibilities: jobFields.responsibilities.optional(),
  requirements: jobFields.requirements.optional(),
  status: z.enum(JOB_STATUSES, { error: 'Use status open or closed.' }).optional(),
});

const jobFilter = (message: string) => z.string({ error: message }).trim().max(80, message).optional();
export const jobListQuery = z.object({
  department: jobFilter('Use a department of 80 characters or fewer.'),
  location: jobFilter('Use a location of 80 characters or fewer.'),
  type: jobFilter('Use a job type of 80 characters or fewer.'),
});

/** An absolute https:// address with a host name, as a LinkedIn (or similar) profile link. */
export function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\/\S+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

const optionalText = (message: string, max: number) =>
  z.preprocess(blankToUndefined, z.string({ error: message }).trim().max(max, message).optional());

/**
 * POST /api/v1/jobs/{id}/applications: multipart/form-data with these text fields and the file field
 * `cv` (PDF or DOCX, at most CV_MAX_BYTES). Public; rate-limited per address. They arrive as multipart
 * form fields, so every value is a string.
 */
export const jobApplicationBody = z.object({
  name,
  email,
  mobile,
  city: between(careerMessages.city, 2, 80),
  experience_years: z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : value),
    z.number({ error: careerMessages.experience }).int(careerMessages.experience).min(0, careerMessages.experience).max(50, careerMessages.experience),
  ),
  current_company: optionalText('Keep the company name to 120 characters or fewer.', 120),
  linkedin: z.preprocess(
    blankToUndefined,
    z.string({ error: careerMessages.linkedin }).trim().max(300, careerMessages.linkedin).refine(isHttpsUrl, careerMessages.linkedin).optional(),
  ),
  cover_note: optionalText(careerMessages.coverNote, 2000),
  /** "true": the applicant agrees to the application being kept to consider them. */
  consent: z.literal('true', { error: careerMessages.consent }),
});

/** GET /api/v1/admin/applications?jobId=&status=&q=&page= (admin), 20 a page, newest first. */
export const applicationListQuery = z.object({
  jobId: z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: 'Use a numeric job id.' }).int('Use a numeric job id.').positive('Use a numeric job id.').max(2_147_483_647, 'Use a numeric job id.').optional(),
  ),
  status: z.preprocess(
    blankToUndefined,
    z.enum(APPLICATION_STATUSES, { error: `Use a status of ${APPLICATION_STATUSES.join(', ')}.` }).optional(),
  ),
  q: z.string().trim().max(80, 'Search with 80 characters or fewer.').optional(),
  page: pageNumber,
  pageSize,
  sort: sortParam(APPLICATION_SORTS, '-created'),
});

export const applicationUpdateBody = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: `Choose a status: ${APPLICATION_STATUSES.join(', ')}.` }),
});

const jobSummaryFields = {
  id: z.number().int(),
  title: z.string(),
  department: z.string(),
  location: z.string(),
  type: z.enum(JOB_TYPES),
  /** Free text such as "2-4 years". */
  experience: z.string(),
  summary: z.string(),
  status: z.enum(JOB_STATUSES),
  posted_at: z.string(),
  closed_at: z.string().nullable(),
};
const jobDetailFields = {
  ...jobSummaryFields,
  description: z.string(),
  responsibilities: z.array(z.string()),
  requirements: z.array(z.string()),
};
export const jobSummary = z.object(jobSummaryFields).meta({ id: 'JobSummary' });
export const job = z.object(jobDetailFields).meta({ id: 'Job' });
export const adminJob = z.object({ ...jobDetailFields, applications: z.number().int() }).meta({ id: 'AdminJob' });
export const jobApplication = z
  .object({
    id: z.number().int(),
    job_id: z.number().int(),
    job_title: z.string(),
    name: z.string(),
    email: z.string(),
    mobile: z.string(),
    city: z.string(),
    experience_years: z.number().int(),
    current_company: z.string(),
    linkedin: z.string(),
    cover_note: z.string(),
    status: z.enum(APPLICATION_STATUSES),
    cv_name: z.string(),
    cv_type: z.string(),
    cv_size: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: 'JobApplication' });

export const jobListResponse = z.object({
  data: z.array(jobSummary),
  filters: z.object({ departments: z.array(z.string()), locations: z.array(z.string()), types: z.array(z.string()) }),
});
export const jobResponse = z.object({ data: job });
export const adminJobListResponse = z.object({ data: z.array(adminJob) });
export const jobApplicationResponse = z.object({
  message: z.string(),
  data: z.object({ id: z.number().int(), job_id: z.number().int(), job_title: z.string() }),
});
export const applicationListResponse = listPage(jobApplication);
export const applicationUpdateResponse = z.object({ data: jobApplication });

export type JobType = (typeof JOB_TYPES)[number];
export type JobDepartment = (typeof JOB_DEPARTMENTS)[number];
export type JobStatus = (typeof JOB_STATUSES)[number];
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export type JobSummary = z.output<typeof jobSummary>;
export type Job = z.output<typeof job>;
/** GET /api/v1/jobs?department=&location=&type= — open jobs, newest first, and the filter choices. */
export type JobListQuery = z.output<typeof jobListQuery>;
export type JobListResponse = z.output<typeof jobListResponse>;
/** GET /api/v1/jobs/{id} — a closed job is still returned (status 'closed') so old links explain themselves. */
export type JobResponse = z.output<typeof jobResponse>;
export type JobWriteRequest = z.output<typeof jobWriteBody>;
export type JobUpdateRequest = z.output<typeof jobUpdateBody>;
export type AdminJob = z.output<typeof adminJob>;
/** GET /api/v1/admin/jobs (admin): every job, closed ones included, with its application count. */
export type AdminJobListResponse = z.output<typeof adminJobListResponse>;
export type JobApplicationFields = z.output<typeof jobApplicationBody>;
export type JobApplicationResponse = z.output<typeof jobApplicationResponse>;
export type JobApplication = z.output<typeof jobApplication>;
/** What the caller sends: every filter optional (the server defaults page to 1). */
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];
export type ApplicationListQuery = Partial<Omit<z.output<typeof applicationListQuery>, 'sort'>> & { sort?: SortValue<ApplicationSort> };
export type ApplicationListResponse = z.output<typeof applicationListResponse>;
/** PATCH /api/v1/admin/applications/{id} (admin). */
export type ApplicationUpdateRequest = z.output<typeof applicationUpdateBody>;
export type ApplicationUpdateResponse = z.output<typeof applicationUpdateResponse>;
// GET /api/v1/admin/applications/{id}/cv (admin) returns the file itself, as an attachment.
