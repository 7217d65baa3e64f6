import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { SelectField, TextAreaField, TextField } from '@/components/field';
import { JOB_DEPARTMENTS, JOB_LIMITS, JOB_TYPES } from '@contract/career-rules';
import type { useJobEditor } from './use-job-editor';

type Props = Pick<ReturnType<typeof useJobEditor>, 'jobs' | 'editId' | 'editing' | 'form' | 'formHeadingRef' | 'formNotice' | 'onSubmit' | 'stopEditing'>;

const departmentOptions = JOB_DEPARTMENTS.map((d) => ({ value: d, label: d }));
const typeOptions = JOB_TYPES.map((t) => ({ value: t, label: t }));

/** The form that creates an opening, or edits the one chosen in the table. */
export function JobEditor({ jobs, editId, editing, form, formHeadingRef, formNotice, onSubmit, stopEditing }: Props) {
  const { formRef, values, errors, busy, set } = form;
  return (
    <section aria-labelledby="job-form-heading" className="job-editor">
      <h2 id="job-form-heading" ref={formHeadingRef} tabIndex={-1}>
        {editing ? `Edit “${editing.title}”` : 'New opening'}
      </h2>
      {editId && jobs.data && !editing ? <Alert tone="info">There is no opening number {editId}. The form below creates a new one.</Alert> : null}
      {formNotice ? <Alert tone={formNotice.tone}>{formNotice.text}</Alert> : null}
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="job-form-heading">
        <div className="careers-form-grid">
          <TextField label="Title" name="title" required maxLength={JOB_LIMITS.title[1]} value={values.title} error={errors.title} onChange={(e) => set({ title: e.target.value })} />
          <SelectField
            label="Department"
            name="department"
            required
            placeholder="Choose a department"
            options={departmentOptions}
            value={values.department}
            error={errors.department}
            onChange={(e) => set({ department: e.target.value })}
          />
          <TextField
            label="Location"
            name="location"
            required
            maxLength={JOB_LIMITS.location[1]}
            hint="For example Bengaluru, or Gurugram / Manesar"
            value={values.location}
            error={errors.location}
            onChange={(e) => set({ location: e.target.value })}
          />
          <SelectField
            label="Type"
            name="type"
            required
            placeholder="Choose a type"
            options={typeOptions}
            value={values.type}
            error={errors.type}
            onChange={(e) => set({ type: e.target.value })}
          />
          <TextField
            label="Experience"
            name="experience"
            required
            maxLength={JOB_LIMITS.experience[1]}
            hint="For example 2-4 years"
            value={values.experience}
            error={errors.experience}
            onChange={(e) => set({ experience: e.target.value })}
          />
        </div>
        <TextAreaField
          label="Summary"
          name="summary"
          rows={3}
          required
          hint="One or two sentences shown on the openings page"
          value={values.summary}
          error={errors.summary}
          onChange={(e) => set({ summary: e.target.value })}
        />
        <TextAreaField
          label="Description"
          name="description"
          rows={8}
          required
          hint="Plain text; leave a blank line between paragraphs"
          value={values.description}
          error={errors.description}
          onChange={(e) => set({ description: e.target.value })}
        />
        <TextAreaField
          label="Responsibilities"
          name="responsibilities"
          rows={6}
          required
          hint={`One per line, up to ${JOB_LIMITS.items[1]}`}
          value={values.responsibilities}
          error={errors.responsibilities}
          onChange={(e) => set({ responsibilities: e.target.value })}
        />
        <TextAreaField
          label="Requirements"
          name="requirements"
          rows={6}
          required
          hint={`One per line, up to ${JOB_LIMITS.items[1]}`}
          value={values.requirements}
          error={errors.requirements}
          onChange={(e) => set({ requirements: e.target.value })}
        />
        <div className="form-actions">
          <Button type="submit" busy={busy}>
            {editing ? 'Save changes' : 'Publish opening'}
          </Button>
          {editId ? (
            <Button variant="secondary" onClick={stopEditing}>
              Cancel editing
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
