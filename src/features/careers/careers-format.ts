// Small text helpers shared by the careers screens.
import { JOB_DEPARTMENTS, JOB_TYPES } from '@contract/career-rules';
import type { ApplicationStatus, JobSummary } from '@contract/careers';
import * as t from './messages';

/** A label of one of the contract's fixed lists in the site's language; a value not in the list reads as itself. */
function labelOf(values: readonly string[], labels: readonly string[], value: string): string {
  const i = values.indexOf(value);
  return i < 0 ? value : (labels[i] ?? value);
}

/** "Engineering" as the site's language says it (the value stays the contract's). */
export const departmentLabel = (department: string) => labelOf(JOB_DEPARTMENTS, t.departments, department);
/** "Full-time" as the site's language says it (the value stays the contract's). */
export const jobTypeLabel = (type: string) => labelOf(JOB_TYPES, t.jobTypes, type);

/** "Engineering · Bengaluru · Full-time · 2-4 years": the department and type labelled, the rest as the API sends it. */
export function jobMeta(job: Pick<JobSummary, 'department' | 'location' | 'type' | 'experience'>): string {
  // A non-breaking hyphen keeps "3-6 years" on one line.
  return [departmentLabel(job.department), job.location, jobTypeLabel(job.type), job.experience.replace(/(\d)-(\d)/g, '$1\u2011$2')]
    .filter(Boolean)
    .join(' · ');
}

/** Plain-text paragraphs: a blank line starts a new one. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** One item per line; blank lines dropped. */
export function linesToItems(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
}

/** 245760 -> "240 KB", 1572864 -> "1.5 MB" */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}

/** "PDF" or "Word" from the stored type, else from the file name. */
export function fileKind(type: string, name: string): string {
  if (type === 'application/pdf' || /\.pdf$/i.test(name)) return 'PDF';
  if (type.includes('wordprocessingml') || /\.docx$/i.test(name)) return 'Word';
  return 'File';
}

export function statusLabel(status: ApplicationStatus): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

export function yearsLabel(years: number): string {
  return years === 1 ? '1 year' : `${years} years`;
}
