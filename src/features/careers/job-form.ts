// The admin's opening form: its checks use the same limits and messages as the server (contract rules).
import { JOB_LIMITS, JOB_TYPES, jobMessages } from '@contract/career-rules';
import type { Job, JobDepartment, JobType, JobWriteRequest } from '@contract/careers';
import type { Errors } from '@/lib/validation';
import { linesToItems } from './careers-format';

export type JobField = keyof JobWriteRequest;
export type JobValues = Record<JobField, string>;

export const emptyJob: JobValues = {
  title: '',
  department: '',
  location: '',
  type: '',
  experience: '',
  summary: '',
  description: '',
  responsibilities: '',
  requirements: '',
};

export function jobToValues(job: Job): JobValues {
  return {
    title: job.title,
    department: job.department,
    location: job.location,
    type: job.type,
    experience: job.experience,
    summary: job.summary,
    description: job.description,
    responsibilities: job.responsibilities.join('\n'),
    requirements: job.requirements.join('\n'),
  };
}

const within = (value: string, [min, max]: readonly [number, number]) => value.trim().length >= min && value.trim().length <= max;

function itemsOk(text: string): boolean {
  const items = linesToItems(text);
  return items.length >= JOB_LIMITS.items[0] && items.length <= JOB_LIMITS.items[1] && items.every((i) => i.length <= JOB_LIMITS.itemLength);
}

export function validateJob(values: JobValues): Errors<JobField> {
  const errors: Errors<JobField> = {};
  if (!within(values.title, JOB_LIMITS.title)) errors.title = jobMessages.title;
  if (!values.department) errors.department = jobMessages.department;
  if (!within(values.location, JOB_LIMITS.location)) errors.location = jobMessages.location;
  if (!(JOB_TYPES as readonly string[]).includes(values.type)) errors.type = jobMessages.type;
  if (!within(values.experience, JOB_LIMITS.experience)) errors.experience = jobMessages.experience;
  if (!within(values.summary, JOB_LIMITS.summary)) errors.summary = jobMessages.summary;
  if (!within(values.description, JOB_LIMITS.description)) errors.description = jobMessages.description;
  if (!itemsOk(values.responsibilities)) errors.responsibilities = jobMessages.responsibilities;
  if (!itemsOk(values.requirements)) errors.requirements = jobMessages.requirements;
  return errors;
}

export function valuesToJob(values: JobValues): JobWriteRequest {
  return {
    title: values.title.trim(),
    department: values.department as JobDepartment,
    location: values.location.trim(),
    type: values.type as JobType,
    experience: values.experience.trim(),
    summary: values.summary.trim(),
    description: values.description.trim(),
    responsibilities: linesToItems(values.responsibilities),
    requirements: linesToItems(values.requirements),
  };
}
