// The zod schemas of the media endpoints of media-endpoints.ts, tied to the descriptors' types below.
import { messageResponse } from './common.js';
import type { EndpointSchemas, TypesAgree } from './endpoint-schemas.js';
import type { MediaEndpointName, mediaEndpoints } from './media-endpoints.js';
import { mediaListQuery, mediaListResponse, mediaParams } from './media.js';

export const mediaEndpointSchemas = {
  list: { querystring: mediaListQuery, response: mediaListResponse },
  remove: { params: mediaParams, response: messageResponse },
} as const satisfies Record<MediaEndpointName, EndpointSchemas>;

export const mediaEndpointTypesAgree: TypesAgree<typeof mediaEndpoints, typeof mediaEndpointSchemas> = { list: true, remove: true };
