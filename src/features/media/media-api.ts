// The media library's admin calls: the removal from its contract descriptor (contract/media-endpoints.ts), the upload as
// a multipart form (MEDIA_UPLOAD_PATH: a file in, so not a JSON descriptor). Loaded on demand by the thunks.
import { mediaEndpoints as e } from '@contract/media-endpoints';
import type { MediaItemResponse } from '@contract/media';
import { MEDIA_UPLOAD_PATH } from '@contract/media-rules';
import { callEndpoint } from '@/lib/api/endpoint';
import { api } from '@/lib/api/client';

export const removeMedia = (id: number) => callEndpoint(e.remove, { params: { id } });

export async function uploadMedia(form: FormData): Promise<MediaItemResponse> {
  return (await api.post<MediaItemResponse>(MEDIA_UPLOAD_PATH, form)).data;
}
