// /medialist (admins): the media library (issue 26). Upload a photograph for a model, one of its colours (or every
// colour) and a slot, with the words that describe it; below, the model's photographs, each removable after a
// confirmation. The site shows a slot's photograph in place of the studio render once the page has loaded (no rebuild):
// see src/components/model-figure.tsx. The models are the line-up's (src/lib/lineup.ts), so a model added in the back
// office is here as soon as the catalogue lists it. The client checks type, size and words with the contract's
// messages; the width (at least MEDIA_MIN_WIDTH) is the server's check, as it needs the decoded image.
import { useId, useRef, useState, type FormEvent } from 'react';
import { paths } from '@contract/paths';
import type { MediaItem } from '@contract/media';
import { MEDIA_ALT_MAX, MEDIA_FIELD, MEDIA_MAX_BYTES, MEDIA_SLOT_LABELS, MEDIA_SLOTS, MEDIA_TYPES, mediaFileUrl, mediaMessages as m, type MediaSlot } from '@contract/media-rules';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { useConfirm } from '@/components/dialog';
import { FileField, SelectField, TextField } from '@/components/field';
import { Seo } from '@/components/seo';
import { Table, type Column } from '@/components/table';
import { useLineup } from '@/lib/lineup';
import { useModelMedia } from '@/lib/model-media';
import { useAppDispatch } from '@/lib/store/hooks';
import { removePhotograph, uploadPhotograph } from './media-thunks';
import './media.css';
import { useAction } from '@/lib/use-action';

type Field = 'model' | 'colour' | 'slot' | 'alt' | typeof MEDIA_FIELD;
type Errors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ['model', 'colour', 'slot', 'alt', MEDIA_FIELD];
const isSlot = (v: string): v is MediaSlot => (MEDIA_SLOTS as readonly string[]).includes(v);
const colourLabel = (colour: string) => colour || 'Every colour';

/** The contract's client-side checks: what the server would refuse without reading the image. */
function check(values: { model: string; slot: string; alt: string }, file: File | null): Errors {
  const errors: Errors = {};
  if (!values.model) errors.model = m.model;
  if (!isSlot(values.slot)) errors.slot = m.slot;
  const alt = values.alt.trim();
  if (alt.length < 1 || alt.length > MEDIA_ALT_MAX) errors.alt = m.alt;
  if (!file) errors[MEDIA_FIELD] = m.photo;
  else if (!(MEDIA_TYPES as readonly string[]).includes(file.type)) errors[MEDIA_FIELD] = m.photoType;
  else if (file.size > MEDIA_MAX_BYTES) errors[MEDIA_FIELD] = m.photoSize;
  return errors;
}

function Thumbnail({ item }: { item: MediaItem }) {
  const width = item.widths.includes(480) ? 480 : Math.min(...item.widths);
  // The alt text is the next column: the thumbnail itself is not announced twice.
  return (
    <picture>
      <source type="image/avif" srcSet={mediaFileUrl(item.id, width, 'avif')} />
      <img className="media-thumb" src={mediaFileUrl(item.id, width, 'webp')} alt="" width={1600} height={1000} loading="lazy" decoding="async" />
    </picture>
  );
}

export function MediaListScreen() {
  const dispatch = useAppDispatch();
  const { models } = useLineup();
  const [model, setModel] = useState('');
  const [colour, setColour] = useState('');
  const [slot, setSlot] = useState<string>('hero');
  const [alt, setAlt] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { run, busy } = useAction();
  const [removing, setRemoving] = useState<number | null>(null);
  const [dialog, confirm] = useConfirm();
  const { items, status, error, reload } = useModelMedia(model);
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  const chosen = models.find((x) => x.id === model);
  const fieldId = (f: Field) => `${formId}-${f}`;

  function focusFirst(errs: Errors) {
    const first = FIELDS.find((f) => errs[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}`)?.focus();
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setNotice(null);
    setFormError(null);
    const found = check({ model, slot, alt }, file);
    setErrors(found);
    if (Object.keys(found).length || !file) {
      focusFirst(found);
      return;
    }
    const form = new FormData();
    form.append('model', model);
    form.append('colour', colour);
    form.append('slot', slot);
    form.append('alt', alt.trim());
    form.append(MEDIA_FIELD, file);
    const outcome = await run(() => dispatch(uploadPhotograph(form)));
    if (!outcome.ok) {
      const fieldErrors: Errors = Object.fromEntries(FIELDS.filter((f) => outcome.fieldErrors[f]).map((f) => [f, outcome.fieldErrors[f]]));
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length) focusFirst(fieldErrors);
      else setFormError(outcome.error);
      return;
    }
    // The model, colour and slot stay for the next photograph; the words and the file are this one's.
    setAlt('');
    setFile(null);
    setFileKey((k) => k + 1);
    setNotice({ tone: 'success', text: m.uploaded });
    void reload();
  }

  async function remove(item: MediaItem) {
    const ok = await confirm({
      title: 'Remove this photograph?',
      message: `The ${MEDIA_SLOT_LABELS[item.slot].toLowerCase()} of the ${chosen?.name ?? item.model} (${colourLabel(item.colour).toLowerCase()}) shows the studio render again, unless an every-colour photograph fills the slot.`,
      confirmLabel: 'Remove',
    });
    if (!ok) return;
    setNotice(null);
    setRemoving(item.id);
    const outcome = await dispatch(removePhotograph(item.id));
    setRemoving(null);
    setNotice(outcome.ok ? { tone: 'success', text: outcome.data.message } : { tone: 'error', text: outcome.error });
    void reload();
  }

  const columns: Column<MediaItem>[] = [
    { id: 'photo', header: 'Photograph', cell: (item) => <Thumbnail item={item} /> },
    { id: 'alt', header: 'Description', cell: (item) => <span className="media-alt">{item.alt}</span>, rowHeader: true },
    { id: 'colour', header: 'Colour', cell: (item) => colourLabel(item.colour) },
    { id: 'slot', header: 'Slot', cell: (item) => MEDIA_SLOT_LABELS[item.slot] },
    {
      id: 'actions',
      header: 'Actions',
      cell: (item) => (
        <Button variant="secondary" busy={removing === item.id} onClick={() => void remove(item)}>
          Remove<span className="visually-hidden"> the photograph “{item.alt}”</span>
        </Button>
      ),
    },
  ];

  return (
    <div className="page container media-page">
      <Seo title="Photographs" description="The media library: the models' photographs by colour and slot." path={paths.mediaList.path} noindex />
      <h1>Photographs</h1>
      <p>A photograph takes the place of the studio render in its slot, on the site at once. One for every colour fills the slot of the colours that have none of their own.</p>
      <form ref={formRef} className="media-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${formId}-title`}>
        <h2 id={`${formId}-title`}>Upload a photograph</h2>
        <SelectField
          id={fieldId('model')}
          label="Model"
          required
          placeholder="Choose a model"
          options={models.map((x) => ({ value: x.id, label: x.name }))}
          value={model}
          onChange={(e) => {
            setModel(e.target.value);
            setColour('');
            setNotice(null);
          }}
          error={errors.model}
        />
        <SelectField
          id={fieldId('colour')}
          label="Colour"
          placeholder="Every colour"
          options={(chosen?.colours ?? []).map((c) => ({ value: c.name, label: c.name }))}
          value={colour}
          onChange={(e) => setColour(e.target.value)}
          error={errors.colour}
        />
        <SelectField
          id={fieldId('slot')}
          label="Slot"
          required
          placeholder="Choose a slot"
          options={MEDIA_SLOTS.map((s) => ({ value: s, label: MEDIA_SLOT_LABELS[s] }))}
          value={slot}
          onChange={(e) => setSlot(e.target.value)}
          error={errors.slot}
        />
        <TextField
          id={fieldId('alt')}
          label="Description (alt text)"
          required
          hint="What the photograph shows, for people who cannot see it."
          maxLength={MEDIA_ALT_MAX}
          value={alt}
          onChange={(e) => setAlt(e.target.value)}
          error={errors.alt}
        />
        <FileField
          key={fileKey}
          id={fieldId(MEDIA_FIELD)}
          label="Photograph"
          required
          hint={`JPEG, PNG or WebP, up to ${MEDIA_MAX_BYTES / 1024 / 1024} MB, at least 800 pixels wide.`}
          accept={MEDIA_TYPES.join(',')}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          error={errors[MEDIA_FIELD]}
        />
        {formError ? <Alert title="We could not upload the photograph.">{formError}</Alert> : null}
        <Button type="submit" busy={busy}>
          Upload
        </Button>
      </form>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <section aria-labelledby={`${formId}-list`} className="media-list">
        <h2 id={`${formId}-list`}>{chosen ? `Photographs of the ${chosen.name}` : 'Photographs'}</h2>
        {!model ? <p className="muted">Choose a model to see its photographs.</p> : null}
        {model && status === 'failed' ? (
          <Alert title="We could not load the photographs." onRetry={() => void reload()}>
            {error}
          </Alert>
        ) : null}
        {model && status !== 'failed' && (status !== 'succeeded' || items.length > 0) ? (
          <Table
            caption={`${chosen?.name ?? model}: photographs by colour and slot`}
            columns={columns}
            rows={items}
            rowKey={(item) => item.id}
            loading={status !== 'succeeded'}
            loadingLabel="Loading the photographs"
            empty={null}
          />
        ) : null}
        {model && status === 'succeeded' && items.length === 0 ? <p>No photographs of the {chosen?.name ?? model} yet: every slot shows the studio render.</p> : null}
      </section>
      {dialog}
    </div>
  );
}

export default MediaListScreen;
