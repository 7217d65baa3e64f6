// Careers: job openings and applications. Every value reaches SQL as a parameter.
import type {
  AdminJob,
  ApplicationListQuery,
  ApplicationSort,
  ApplicationStatus,
  Job,
  JobApplication,
  JobListQuery,
  JobStatus,
  JobSummary,
  JobUpdateRequest,
  JobWriteRequest,
} from '@contract/careers.js';
import type { SortValue } from '@contract/common.js';
import type { Queryable } from '../../platform/db/index.js';
import { likePattern, orderBy } from '../../platform/db/sql.js';

/** A jobs row: the contract's Job, with the driver's timestamps (Date on pg, string on PGlite). */
type JobRow = Omit<Job, 'posted_at' | 'closed_at'> & { posted_at: Date | string; closed_at: Date | string | null };

const JOB_COLUMNS = `j.id, j.title, j.department, j.location, j.type, j.experience, j.summary, j.description,
  j.responsibilities, j.requirements, j.status, j.posted_at, j.closed_at`;

const iso = (value: Date | string) => new Date(value).toISOString();

function toSummary(row: JobRow): JobSummary {
  return {
    id: row.id,
    title: row.title,
    department: row.department,
    location: row.location,
    type: row.type,
    experience: row.experience,
    summary: row.summary,
    status: row.status,
    posted_at: iso(row.posted_at),
    closed_at: row.closed_at === null ? null : iso(row.closed_at),
  };
}

function toJob(row: JobRow): Job {
  return { ...toSummary(row), description: row.description, responsibilities: row.responsibilities, requirements: row.requirements };
}

export async function countJobs(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM jobs');
  return rows[0]?.total ?? 0;
}

export type JobFilters = JobListQuery;

/** Open jobs matching the (exact) filters, newest first. */
export async function listOpenJobs(db: Queryable, filters: JobFilters): Promise<JobSummary[]> {
  const { rows } = await db.query<JobRow>(
    `SELECT ${JOB_COLUMNS} FROM jobs j
     WHERE j.status = 'open'
       AND ($1::text IS NULL OR j.department = $1)
       AND ($2::text IS NULL OR j.location = $2)
       AND ($3::text IS NULL OR j.type = $3)
     ORDER BY j.posted_at DESC, j.id DESC`,
    [filters.department ?? null, filters.location ?? null, filters.type ?? null],
  );
  return rows.map(toSummary);
}

/** The distinct departments, locations and types among all open jobs, each sorted. */
export async function openJobFilters(db: Queryable): Promise<{ departments: string[]; locations: string[]; types: string[] }> {
  const { rows } = await db.query<{ kind: 'department' | 'location' | 'type'; value: string }>(
    `SELECT DISTINCT 'department' AS kind, department AS value FROM jobs WHERE status = 'open'
     UNION SELECT DISTINCT 'location', location FROM jobs WHERE status = 'open'
     UNION SELECT DISTINCT 'type', type FROM jobs WHERE status = 'open'`,
  );
  const of = (kind: string) => rows.filter((row) => row.kind === kind).map((row) => row.value).sort((a, b) => a.localeCompare(b));
  return { departments: of('department'), locations: of('location'), types: of('type') };
}

/** The job whatever its status. */
export async function findJob(db: Queryable, id: number): Promise<Job | null> {
  const { rows } = await db.query<JobRow>(`SELECT ${JOB_COLUMNS} FROM jobs j WHERE j.id = $1`, [id]);
  return rows[0] ? toJob(rows[0]) : null;
}

/** Locks the job's row until the transaction ends (applications check its status under the lock). */
export async function lockJob(tx: Queryable, id: number): Promise<{ title: string; status: JobStatus } | null> {
  const { rows } = await tx.query<{ title: string; status: JobStatus }>('SELECT title, status FROM jobs WHERE id = $1 FOR UPDATE', [id]);
  return rows[0] ?? null;
}

/** Every job, open ones first, then newest, each with how many applications it has. */
export async function listAllJobs(db: Queryable): Promise<AdminJob[]> {
  const { rows } = await db.query<JobRow & { applications: number }>(
    `SELECT ${JOB_COLUMNS}, COALESCE(a.n, 0)::int AS applications
     FROM jobs j
     LEFT JOIN (SELECT job_id, count(*) AS n FROM job_applications GROUP BY job_id) a ON a.job_id = j.id
     ORDER BY (j.status = 'open') DESC, j.posted_at DESC, j.id DESC`,
  );
  return rows.map((row) => ({ ...toJob(row), applications: row.applications }));
}

/** A new job, open unless closedAt is given (the seed's filled opening). */
export async function insertJob(db: Queryable, job: JobWriteRequest, postedAt: Date, closedAt: Date | null = null): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO jobs (title, department, location, type, experience, summary, description, responsibilities, requirements,
                       status, posted_at, closed_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10, $11::timestamptz, $12::timestamptz,
             COALESCE($12::timestamptz, $11::timestamptz))
     RETURNING id`,
    [
      job.title,
      job.department,
      job.location,
      job.type,
      job.experience,
      job.summary,
      job.description,
      JSON.stringify(job.responsibilities),
      JSON.stringify(job.requirements),
      closedAt ? 'closed' : 'open',
      postedAt,
      closedAt,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('job insert returned no id');
  return id;
}

/**
 * Applies the given fields; false when there is no such job. Closing sets closed_at (an already closed job
 * keeps its date), reopening clears it.
 */
export async function updateJob(db: Queryable, id: number, patch: JobUpdateRequest, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE jobs SET
       title = COALESCE($2, title),
       department = COALESCE($3, department),
       location = COALESCE($4, location),
       type = COALESCE($5, type),
       experience = COALESCE($6, experience),
       summary = COALESCE($7, summary),
       description = COALESCE($8, description),
       responsibilities = COALESCE($9::jsonb, responsibilities),
       requirements = COALESCE($10::jsonb, requirements),
       closed_at = CASE
         WHEN $11::text = 'open' THEN NULL
         WHEN $11::text = 'closed' THEN CASE WHEN status = 'closed' THEN COALESCE(closed_at, $12::timestamptz) ELSE $12::timestamptz END
         ELSE closed_at END,
       status = COALESCE($11::text, status),
       updated_at = $12::timestamptz
     WHERE id = $1
     RETURNING id`,
    [
      id,
      patch.title ?? null,
      patch.department ?? null,
      patch.location ?? null,
      patch.type ?? null,
      patch.experience ?? null,
      patch.summary ?? null,
      patch.description ?? null,
      patch.responsibilities ? JSON.stringify(patch.responsibilities) : null,
      patch.requirements ? JSON.stringify(patch.requirements) : null,
      patch.status ?? null,
      now,
    ],
  );
  return rows.length > 0;
}

// Applications

export type NewApplication = Pick<JobApplication, 'name' | 'email' | 'mobile' | 'city' | 'linkedin'> & {
  jobId: JobApplication['job_id'];
  experienceYears: JobApplication['experience_years'];
  currentCompany: JobApplication['current_company'];
  coverNote: JobApplication['cover_note'];
  cvName: JobApplication['cv_name'];
  cvType: JobApplication['cv_type'];
  cvData: Buffer;
};

type ApplicationRow = Omit<JobApplication, 'created_at'> & { created_at: Date | string };

// Never cv_data: lists and replies carry the file's name, type and size only.
const APPLICATION_COLUMNS = `a.id, a.job_id, j.title AS job_title, a.name, a.email, a.mobile, a.city, a.experience_years,
  a.current_company, a.linkedin, a.cover_note, a.status, a.cv_name, a.cv_type, a.cv_size, a.created_at`;

function toApplication(row: ApplicationRow): JobApplication {
  return { ...row, created_at: iso(row.created_at) };
}

export async function hasApplied(db: Queryable, jobId: number, email: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM job_applications WHERE job_id = $1 AND lower(email) = lower($2)', [jobId, email]);
  return rows.length > 0;
}

export async function insertApplication(tx: Queryable, a: NewApplication, now: Date): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO job_applications (job_id, name, email, mobile, city, experience_years, current_company, linkedin, cover_note,
                                   cv_name, cv_type, cv_size, cv_data, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::bytea, $14, $14)
     RETURNING id`,
    [
      a.jobId,
      a.name,
      a.email,
      a.mobile,
      a.city,
      a.experienceYears,
      a.currentCompany,
      a.linkedin,
      a.coverNote,
      a.cvName,
      a.cvType,
      a.cvData.length,
      a.cvData,
      now,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('application insert returned no id');
  return id;
}

export type ApplicationFilters = Omit<ApplicationListQuery, 'page' | 'pageSize' | 'sort'>;

/** Applications matching the filters, newest first; q searches name, e-mail and mobile (wildcards taken literally). */
const APPLICATION_SORT_COLUMNS: Record<ApplicationSort, string> = {
  created: 'a.created_at',
  name: 'lower(a.name)',
  experience: 'a.experience_years',
  city: 'lower(a.city)',
};

export async function listApplications(
  db: Queryable,
  options: ApplicationFilters & { page: number; pageSize: number; sort: SortValue<ApplicationSort> },
): Promise<{ rows: JobApplication[]; total: number }> {
  const filter = `WHERE ($1::int IS NULL OR a.job_id = $1)
      AND ($2::text IS NULL OR a.status = $2)
      AND ($3::text IS NULL OR a.name ILIKE $3 OR a.email ILIKE $3 OR a.mobile ILIKE $3)`;
  const params = [options.jobId ?? null, options.status ?? null, options.q ? likePattern(options.q) : null];
  const count = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM job_applications a ${filter}`, params);
  const { rows } = await db.query<ApplicationRow>(
    `SELECT ${APPLICATION_COLUMNS}
     FROM job_applications a JOIN jobs j ON j.id = a.job_id
     ${filter}
     ${orderBy(options.sort, APPLICATION_SORT_COLUMNS, 'a.id')}
     LIMIT $4 OFFSET $5`,
    [...params, options.pageSize, (options.page - 1) * options.pageSize],
  );
  return { rows: rows.map(toApplication), total: count.rows[0]?.total ?? 0 };
}

export async function findApplication(db: Queryable, id: number): Promise<JobApplication | null> {
  const { rows } = await db.query<ApplicationRow>(
    `SELECT ${APPLICATION_COLUMNS} FROM job_applications a JOIN jobs j ON j.id = a.job_id WHERE a.id = $1`,
    [id],
  );
  return rows[0] ? toApplication(rows[0]) : null;
}

/** False when there is no such application. */
export async function updateApplicationStatus(db: Queryable, id: number, status: ApplicationStatus, now: Date): Promise<boolean> {
  const { rows } = await db.query('UPDATE job_applications SET status = $2, updated_at = $3 WHERE id = $1 RETURNING id', [id, status, now]);
  return rows.length > 0;
}

/** The stored CV of an application: its file name, detected MIME type and bytes. */
export async function findApplicationCv(db: Queryable, id: number): Promise<{ name: string; type: string; data: Buffer } | null> {
  const { rows } = await db.query<{ cv_name: string; cv_type: string; cv_data: Uint8Array }>(
    'SELECT cv_name, cv_type, cv_data FROM job_applications WHERE id = $1',
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  // pg gives a Buffer, PGlite a Uint8Array.
  const data = Buffer.isBuffer(row.cv_data) ? row.cv_data : Buffer.from(row.cv_data.buffer, row.cv_data.byteOffset, row.cv_data.byteLength);
  return { name: row.cv_name, type: row.cv_type, data };
}
