// The media library's admin thunks. The list is the store's (src/lib/model-media.ts, shared with the public figures);
// these only call and turn failures into messages, and the screen reloads the list after them.
import type { MediaItemResponse } from '@contract/media';
import { MEDIA_FIELD, mediaMessages } from '@contract/media-rules';
import type { MessageResponse } from '@contract/common';
import type { AppThunk } from '@/lib/store/family';
import { apiRequest, type RequestOutcome } from '@/lib/store/request';

const mediaApi = () => import('./media-api');
type Outcome<T> = AppThunk<Promise<RequestOutcome<T>>>;

/** A proxy may refuse a big upload with a 413 that carries no JSON message: that is the photograph's size. */
export function uploadPhotograph(form: FormData): Outcome<MediaItemResponse> {
  return async (dispatch) => {
    const outcome = await dispatch(
      apiRequest(mediaApi, null, (api) => api.uploadMedia(form), {
        fallback: (status) => (status === 413 ? mediaMessages.photoSize : undefined),
      }),
    );
    return outcome.ok || outcome.status !== 413 ? outcome : { ...outcome, fieldErrors: { [MEDIA_FIELD]: mediaMessages.photoSize, ...outcome.fieldErrors } };
  };
}

export function removePhotograph(id: number): Outcome<MessageResponse> {
  return apiRequest(mediaApi, null, (api) => api.removeMedia(id));
}
