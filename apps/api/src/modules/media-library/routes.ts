import { endpoints, mediaImageFields } from '@nanhua/contract';
import type { Registrar } from '../../http/route.js';
import { parse } from '../../lib/validate.js';
import type { MediaLibrary } from './service.js';
import { readPictureUpload, readTrackUpload, receiveVideoUpload } from './uploads.js';

/** The staff media library under /admin/media (roles in the call table). */
export function registerMediaLibraryRoutes(route: Registrar, media: MediaLibrary) {
  route(endpoints['/admin/media/image'], async ({ req, user }) => {
    const upload = await readPictureUpload(req);
    return media.uploadImage(user.id, upload, parse(mediaImageFields, upload.fields));
  });
  route(endpoints['/admin/media/video'], async ({ req, user }) =>
    media.uploadVideo(user.id, await receiveVideoUpload(req, media.files, media.videoMaxBytes, media.videoMaxMb)),
  );
  route(endpoints['/admin/media/track'], async ({ req, user }) =>
    media.uploadTrack(user.id, await readTrackUpload(req)),
  );
  route(endpoints['/admin/media/track-cues'], ({ query }) => media.trackCues(query.url));
  route(endpoints['/admin/media/list'], ({ query }) =>
    media.list({ kind: query.kind, q: query.q || undefined }, query.page, query.size),
  );
  route(endpoints['/admin/media/get/{id}'], ({ params }) => media.get(params.id));
  route(endpoints['/admin/media/delete/{id}'], ({ params, user }) => media.remove(user.id, params.id));
}
