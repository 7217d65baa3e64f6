// Careers: the rules and workflows of job openings and applications. An application is checked field by field (the
// CV by its bytes), counted against the per-address limit once complete, and saved with the opening locked, so a
// closed opening or a second application from the same e-mail is refused. No notice is sent (nothing queued).
import { CV_MAX_BYTES, CV_MIME_TYPES, careerMessages } from '@contract/career-rules.js';
import { type ApplicationStatus, type Job, type JobApplication, type JobApplicationResponse, jobApplicationBody, type JobUpdateRequest, type JobWriteRequest } from '@contract/careers.js';
import { firstName } from '@contract/rules.js';
import { consumeLimits } from '../../platform/auth/rate-limit.js';
import type { Queryable } from '../../platform/db/index.js';
import type { Deps } from '../../platform/deps.js';
import { HttpError, isUniqueViolation } from '../../platform/errors.js';
import { rejectNul } from '../../platform/input-guard.js';
import { CAREER_MSG, MSG } from '../../platform/messages.js';
import { detectDocumentType, sanitiseFileName, type UploadedFile } from '../../platform/uploads.js';
import { findApplication, findJob, hasApplied, insertApplication, insertJob, lockJob, updateApplicationStatus, updateJob } from './store.js';

type FieldError = { field: string; message: string };
type Cv = { name: string; type: string; data: Buffer };

/** One 400 carrying every field error, in the API's error shape. */
function badFields(errs: FieldError[]): HttpError {
  const first = errs[0] ?? { field: 'body', message: 'Invalid request.' };
  return new HttpError(400, `${first.field}: ${first.message}`, errs);
}

/** The CV to store (sanitised name, MIME type detected from its bytes), or the field error. */
function checkCv(cv: UploadedFile | null): Cv | FieldError {
  if (!cv || cv.data.length === 0) return { field: 'cv', message: careerMessages.cvRequired };
  if (cv.data.length > CV_MAX_BYTES) return { field: 'cv', message: careerMessages.cvSize };
  const name = sanitiseFileName(cv.fileName);
  const ext = detectDocumentType(name, cv.data);
  if (!ext) return { field: 'cv', message: careerMessages.cvType };
  return { name, type: CV_MIME_TYPES[ext], data: cv.data };
}

export async function existingJob(db: Queryable, id: number): Promise<Job> {
  const job = await findJob(db, id);
  if (!job) throw new HttpError(404, MSG.jobNotFound);
  return job;
}

/** An opening that takes applications now, or the 404 / 409 (checked before the form is read). */
export async function openJob(db: Queryable, id: number): Promise<Job> {
  const job = await existingJob(db, id);
  if (job.status !== 'open') throw new HttpError(409, MSG.jobClosed);
  return job;
}

export async function postJob({ db, now }: Deps, body: JobWriteRequest): Promise<Job> {
  const id = await insertJob(db, body, now());
  return existingJob(db, id);
}

export async function editJob({ db, now }: Deps, id: number, body: JobUpdateRequest): Promise<Job> {
  if (!(await updateJob(db, id, body, now()))) throw new HttpError(404, MSG.jobNotFound);
  return existingJob(db, id);
}

export async function setApplicationStatus({ db, now }: Deps, id: number, status: ApplicationStatus): Promise<JobApplication> {
  const found = await updateApplicationStatus(db, id, status, now());
  const application = found ? await findApplication(db, id) : null;
  if (!application) throw new HttpError(404, MSG.applicationNotFound);
  return application;
}

/**
 * Saves an application from its multipart form (text fields and the CV): every field error at once (a CV over the
 * limit is a 413), then the per-address limit, then the opening locked and checked again with the applicant's e-mail.
 */
export async function applyToJob(
  { db, config, now }: Deps,
  jobId: number,
  form: { fields: Record<string, unknown>; file: UploadedFile | null },
  ip: string,
): Promise<JobApplicationResponse> {
  rejectNul(form.fields, 'body');
  const parsed = jobApplicationBody.safeParse(form.fields);
  const fieldErrors: FieldError[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ field: issue.path.map(String).join('.') || 'body', message: issue.message }));
  const cv = checkCv(form.file);
  if ('field' in cv) {
    if (cv.message === careerMessages.cvSize) throw new HttpError(413, `cv: ${cv.message}`, [cv]);
    fieldErrors.push(cv);
  }
  if (!parsed.success || 'field' in cv) throw badFields(fieldErrors);
  const body = parsed.data;

  const at = now();
  // Counted once the form is complete, so fixing a typo does not use up an attempt.
  await consumeLimits(db, [{ key: `job-application:ip:${ip}`, rule: config.rateLimits.jobApplicationsPerIp }], at);

  let saved: { id: number; title: string };
  try {
    saved = await db.transaction(async (tx) => {
      const locked = await lockJob(tx, jobId);
      if (!locked) throw new HttpError(404, MSG.jobNotFound);
      if (locked.status !== 'open') throw new HttpError(409, MSG.jobClosed);
      if (await hasApplied(tx, jobId, body.email)) throw new HttpError(409, MSG.alreadyApplied);
      const id = await insertApplication(
        tx,
        {
          jobId,
          name: body.name,
          email: body.email,
          mobile: body.mobile,
          city: body.city,
          experienceYears: body.experience_years,
          currentCompany: body.current_company ?? '',
          linkedin: body.linkedin ?? '',
          coverNote: body.cover_note ?? '',
          cvName: cv.name,
          cvType: cv.type,
          cvData: cv.data,
        },
        at,
      );
      return { id, title: locked.title };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, MSG.alreadyApplied);
    throw error;
  }

  return {
    message: CAREER_MSG.applicationReceived(firstName(body.name), saved.title),
    data: { id: saved.id, job_id: jobId, job_title: saved.title },
  };
}
