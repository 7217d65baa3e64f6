// The media library's public call (contract/media-endpoints.ts): every model's photographs, in one request. The
// admin's upload and removal are in src/features/media/media-api.ts.
import { mediaEndpoints } from '@contract/media-endpoints';
import type { MediaItem } from '@contract/media';
import { callEndpoint } from './endpoint';

export async function listMedia(): Promise<MediaItem[]> {
  return (await callEndpoint(mediaEndpoints.list, { query: {} })).data;
}
