import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { CheckboxField, FileField, PersonFields, TextAreaField, TextField } from '@/components/field';
import { PrivacyNote } from '@/components/privacy-note';
import { CV_EXTENSIONS } from '@contract/career-rules';
import type { Job } from '@contract/careers';
import { paths } from '@contract/paths';
import { useAppDispatch } from '@/lib/store/hooks';
import { useForm } from '@/lib/use-form';
import { useSubmit } from '@/lib/use-submit';
import { hasErrors } from '@/lib/validation';
import { COVER_NOTE_MAX, EXPERIENCE_MAX, applicationFormData, checkCv, completeProfileUrl, emptyApplication, validateApplication, type ApplyValues } from './application-form';
import { applyToJob } from './careers-thunks';
import { LOCALE } from '@/lib/i18n/language';
import * as t from './job.messages';

/** What /career-thankyou reads from the router state. */
export type ThankYouState = { name: string; jobTitle: string; applicationId: number };

const count = new Intl.NumberFormat(LOCALE);

/** The apply form of an open job: multipart with the CV, errors per field, values kept on failure. */
export function ApplyForm({ job }: { job: Job }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [cv, setCv] = useState<File | null>(null);
  const form = useForm<keyof ApplyValues, ApplyValues, 'cv'>(emptyApplication, ['cv']);
  const { formRef, values, errors, serverError, setServerError, busy, set, setError, showErrors } = form;
  const { submit: send } = useSubmit(form);

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0] ?? null;
    setCv(file);
    // Say at once when the chosen file will not do, rather than after the whole form is filled.
    setError('cv', file ? checkCv(file) : null);
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setServerError(null);
    const found = validateApplication(values, cv);
    showErrors(found);
    if (hasErrors(found) || !cv) return;
    const outcome = await send(() => dispatch(applyToJob(job.id, applicationFormData(values, cv))));
    if (!outcome.ok) return;
    const state: ThankYouState = { name: values.name.trim(), jobTitle: outcome.data.job_title || job.title, applicationId: outcome.data.id };
    navigate(paths.careerThankYou.getHref(), { state });
  }

  return (
    <form ref={formRef} id="apply" className="apply-form" noValidate onSubmit={onSubmit} aria-labelledby="apply-heading">
      <h2 id="apply-heading">{t.applyTitle}</h2>
      <p className="muted">{t.requiredNote}</p>
      {serverError ? <Alert title={t.failed}>{serverError}</Alert> : null}
      <div className="careers-form-grid">
        <PersonFields values={values} errors={errors} onChange={set} />
        <TextField label={t.city} name="city" autoComplete="address-level2" required maxLength={80} value={values.city} error={errors.city} onChange={(e) => set({ city: e.target.value })} />
        <TextField
          label={t.experience}
          name="experience_years"
          type="number"
          inputMode="numeric"
          min={0}
          max={EXPERIENCE_MAX}
          step={1}
          required
          hint={t.experienceHint}
          value={values.experience_years}
          error={errors.experience_years}
          onChange={(e) => set({ experience_years: e.target.value })}
        />
        <TextField
          label={t.company}
          name="current_company"
          autoComplete="organization"
          maxLength={120}
          value={values.current_company}
          error={errors.current_company}
          onChange={(e) => set({ current_company: e.target.value })}
        />
      </div>
      <TextField
        label={t.linkedin}
        name="linkedin"
        type="url"
        autoComplete="url"
        hint={t.linkedinHint}
        value={values.linkedin}
        error={errors.linkedin}
        onChange={(e) => set({ linkedin: e.target.value })}
        onBlur={(e) => {
          const completed = completeProfileUrl(e.target.value);
          if (completed !== e.target.value) set({ linkedin: completed });
        }}
      />
      <TextAreaField
        label={t.coverNote}
        name="cover_note"
        rows={6}
        hint={t.coverNoteCount({ length: count.format(values.cover_note.length), max: count.format(COVER_NOTE_MAX) })}
        value={values.cover_note}
        error={errors.cover_note}
        onChange={(e) => set({ cover_note: e.target.value })}
      />
      <FileField label={t.cv} name="cv" accept={CV_EXTENSIONS.join(',')} required hint={t.cvHint} error={errors.cv} onChange={onFile} />
      <CheckboxField
        label={t.consent}
        name="consent"
        required
        checked={values.consent}
        error={errors.consent}
        onChange={(e) => set({ consent: e.target.checked })}
      />
      <div className="form-actions">
        <Button type="submit" busy={busy}>
          {busy ? t.sending : t.submit}
        </Button>
      </div>
      <PrivacyNote />
    </form>
  );
}
