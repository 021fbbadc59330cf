/**
 * The front door of the uploads module. Uploads: stored images and the upload endpoints.
 * Other modules and the composition root (app.ts, modules/index.ts) import only this file;
 * the import rule (apps/server/test/quality/module-doors.test.ts) fails on anything else.
 *
 * - `register`: the module's routes (and its registrations), called by buildApp.
 * - Everything else exported here is the service API other modules may call.
 */

export { acceptUploads, parseFields, readUploadForm, uploadSource } from './http';
export { type ImageView, imageUrl, presentImage } from './present';
export { default as register } from './routes';
export {
  deleteImage,
  storeImageFrom,
  storeProcessedImage,
  type UploadContext,
  type UploadSource,
  uploadContext,
} from './service';
