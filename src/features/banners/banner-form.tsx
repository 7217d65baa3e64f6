// Creates a banner: the image (checked here for type and size, and again by its content on the server), the
// headline, the alt text, the link and the schedule.
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { CheckboxField, FileField, TextField } from '@/components/field';
import { BANNER_ALT_MAX, BANNER_HEADLINE_MAX, bannerMessages as messages } from '@contract/banner-rules';
import { useAppDispatch } from '@/lib/store/hooks';
import { useForm } from '@/lib/use-form';
import { useSubmit } from '@/lib/use-submit';
import { hasErrors, validate } from '@/lib/validation';
import { toInstant } from './banner-time';
import { createBanner } from './banners-thunks';

type Fields = 'headline' | 'alt' | 'link' | 'startsAt' | 'endsAt';
type Values = Record<Fields, string> & { active: boolean };
const EMPTY: Values = { headline: '', alt: '', link: '', startsAt: '', endsAt: '', active: true };
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const IMAGE_MAX_BYTES = 8 * 1024 * 1024;


export function BannerForm({ onCreated }: { onCreated: (headline: string) => void }) {
  const dispatch = useAppDispatch();
  const form = useForm<Fields, Values, 'image'>(EMPTY, ['image']);
  const { formRef, values, errors, serverError, setServerError, busy, set, reset, setError, showErrors } = form;
  const { submit: send } = useSubmit(form);
  const [image, setImage] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setServerError(null);
    const { active: _active, ...texts } = values;
    const found = validate<Fields>(texts, {
      headline: (v) => (v.trim() && v.trim().length <= BANNER_HEADLINE_MAX ? null : messages.headline),
      alt: (v) => (v.trim() && v.trim().length <= BANNER_ALT_MAX ? null : messages.alt),
      link: (v) => (/^\/(?!\/)\S*$/.test(v.trim()) || /^https:\/\/\S+$/.test(v.trim()) ? null : messages.link),
      startsAt: (v) => (toInstant(v) ? null : messages.start),
      endsAt: (v) => (!v ? null : toInstant(v) && toInstant(values.startsAt) && v > values.startsAt ? null : messages.end),
    });
    const imageError = !image || !IMAGE_TYPES.includes(image.type) ? messages.image : image.size > IMAGE_MAX_BYTES ? messages.imageSize : null;
    showErrors({ ...found, ...(imageError ? { image: imageError } : {}) });
    if (hasErrors(found) || imageError || !image) return;
    const form = new FormData();
    form.append('headline', values.headline.trim());
    form.append('alt', values.alt.trim());
    form.append('link', values.link.trim());
    form.append('startsAt', toInstant(values.startsAt) ?? '');
    const end = toInstant(values.endsAt);
    if (end) form.append('endsAt', end);
    form.append('active', String(values.active));
    form.append('image', image, image.name);
    const outcome = await send(() => dispatch(createBanner(form)));
    if (!outcome.ok) return;
    reset(EMPTY);
    setImage(null);
    setFileKey((k) => k + 1);
    onCreated(outcome.data.headline);
  }

  return (
    <form ref={formRef} className="banner-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="banner-form-title">
      <h2 id="banner-form-title">New banner</h2>
      {serverError ? <Alert>{serverError}</Alert> : null}
      <FileField
        key={fileKey}
        label="Image"
        name="image"
        accept={IMAGE_TYPES.join(',')}
        hint="JPEG, PNG or WebP, at least 960 px wide, up to 8 MB. It is cropped to 2:1 and saved as WebP."
        error={errors.image}
        required
        onChange={(e) => {
          setImage(e.target.files?.[0] ?? null);
          setError('image', null);
        }}
      />
      <TextField label="Headline" name="headline" value={values.headline} maxLength={BANNER_HEADLINE_MAX} onChange={(e) => set({ headline: e.target.value })} error={errors.headline} required />
      <TextField label="Alt text (what the image shows)" name="alt" value={values.alt} maxLength={BANNER_ALT_MAX} onChange={(e) => set({ alt: e.target.value })} error={errors.alt} required />
      <TextField label="Link" name="link" value={values.link} hint="A page of this site such as /rv400, or an https address on an allowed host." onChange={(e) => set({ link: e.target.value })} error={errors.link} required />
      <div className="banner-form__dates">
        <TextField label="Starts" name="startsAt" type="datetime-local" value={values.startsAt} onChange={(e) => set({ startsAt: e.target.value })} error={errors.startsAt} required />
        <TextField label="Ends (optional)" name="endsAt" type="datetime-local" value={values.endsAt} onChange={(e) => set({ endsAt: e.target.value })} error={errors.endsAt} />
      </div>
      <CheckboxField label="Switched on" name="active" checked={values.active} onChange={(e) => set({ active: e.target.checked })} />
      <Button type="submit" busy={busy}>
        Add banner
      </Button>
    </form>
  );
}
