// Media library endpoints for screen tests, made from the contract (contract/media-endpoints.ts), plus the multipart
// upload (MEDIA_UPLOAD_PATH, a plain MSW handler as the server's is not a JSON descriptor). No photographs until a test
// adds some (addMockMedia); the last upload's fields and file are kept for the test to read (lastMediaUpload). Reset
// before each test (resetMedia in tests/setup.ts).
import { HttpResponse, http } from 'msw';
import { mediaEndpointSchemas as schemas } from '@contract/media-endpoint-schemas';
import { mediaEndpoints as e } from '@contract/media-endpoints';
import { MEDIA_FIELD, MEDIA_MAX_BYTES, MEDIA_TYPES, MEDIA_UPLOAD_PATH, MEDIA_WIDTHS, mediaMessages as m } from '@contract/media-rules';
import { mediaUploadFields, type MediaItem } from '@contract/media';
import { endpointHandler } from '../endpoint';

let items: MediaItem[] = [];
let nextId = 1;
let lastUpload: { contentType: string; fields: Record<string, string>; file: File | null } | null = null;

export function resetMedia(): void {
  items = [];
  nextId = 1;
  lastUpload = null;
}

export function addMockMedia(overrides: Partial<MediaItem> = {}): MediaItem {
  const id = nextId++;
  const item: MediaItem = {
    id, model: 'rv400', colour: '', slot: 'hero', alt: `Photograph ${id}`, width: 1600, height: 1000, widths: [...MEDIA_WIDTHS],
    created_at: new Date(Date.UTC(2099, 0, id)).toISOString(),
    ...overrides,
  };
  items.push(item);
  return item;
}

/** The photographs the mock holds now. */
export const mockMedia = (): readonly MediaItem[] => items;
/** The content type, text fields and file of the last multipart upload (jsdom's FormData loses the file's name: read its type and bytes). */
export const lastMediaUpload = () => lastUpload;

const fieldError = (field: string, message: string) => HttpResponse.json({ message: `${field}: ${message}`, errors: [{ field, message }] }, { status: 400 });

export const mediaHandlers = [
  endpointHandler(e.list, schemas.list, ({ request }) => {
    // As the server: one model's photographs, or every model's without one.
    const model = (new URL(request.url).searchParams.get('model') ?? '').trim().toLowerCase();
    return HttpResponse.json({ data: model ? items.filter((i) => i.model === model) : items });
  }),
  endpointHandler(e.remove, schemas.remove, ({ params }) => {
    const before = items.length;
    items = items.filter((i) => i.id !== Number(params.id));
    return items.length < before ? HttpResponse.json({ message: m.removed }) : HttpResponse.json({ message: m.notFound }, { status: 404 });
  }),
  http.post(MEDIA_UPLOAD_PATH, async ({ request }) => {
    const form = await request.formData();
    const fields: Record<string, string> = {};
    let file: File | null = null;
    for (const [key, value] of form.entries()) {
      if (typeof value === 'string') fields[key] = value;
      else if (key === MEDIA_FIELD) file = value;
    }
    lastUpload = { contentType: request.headers.get('content-type') ?? '', fields, file };
    const parsed = mediaUploadFields.safeParse(fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return fieldError(String(issue?.path[0] ?? 'model'), issue?.message ?? m.model);
    }
    if (!file) return fieldError(MEDIA_FIELD, m.photo);
    if (!(MEDIA_TYPES as readonly string[]).includes(file.type)) return fieldError(MEDIA_FIELD, m.photoType);
    if (file.size > MEDIA_MAX_BYTES) return fieldError(MEDIA_FIELD, m.photoSize);
    const { model, colour, slot, alt } = parsed.data;
    // A new photograph of a model's colour and slot takes the place of the one before.
    items = items.filter((i) => !(i.model === model && i.colour === colour && i.slot === slot));
    const item = addMockMedia({ model, colour, slot, alt });
    return HttpResponse.json({ message: m.uploaded, data: item }, { status: 201 });
  }),
];
