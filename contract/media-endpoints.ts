// The media library's JSON endpoints, described once (contract/endpoint.ts). The upload is a multipart form
// (MEDIA_UPLOAD_PATH, server/modules/media/upload-routes.ts) and the files are served at /media/{id}/{width}.{format}.
import { endpoint } from './endpoint.js';
import type { MediaListQuery, MediaListResponse } from './media.js';
import type { MessageResponse } from './common.js';

export const mediaEndpoints = {
  list: endpoint<undefined, MediaListQuery, undefined, MediaListResponse>({
    method: 'GET', path: '/api/v1/media', access: 'public', status: 200,
    summary: "A model's photographs by colour and slot, or every model's without one (an empty slot shows the studio render)",
  }),
  remove: endpoint<{ id: number }, undefined, undefined, MessageResponse>({
    method: 'DELETE', path: '/api/v1/back-office/media/:id', access: 'admin', status: 200,
    summary: 'Remove a photograph (its slot shows the render again)',
  }),
} as const;

export type MediaEndpointName = keyof typeof mediaEndpoints;
