import { fileResponse } from '@hcims/contracts/platform';
import { exportContentTypes } from '../exports/index.js';
import { fileTypes, type FileKind } from '../storage/index.js';

/** The bare media type of a Content-Type value: "text/csv; charset=utf-8" -> "text/csv". */
const mediaType = (contentType: string) => contentType.split(';')[0]!.trim();
const mediaTypes = (contentTypes: string[]) => [...new Set(contentTypes.map(mediaType))] as [string, ...string[]];

/** The 200 of an export route: the table as CSV, XLSX or PDF, as an attachment. */
export const exportFileResponse = fileResponse(
  'The table as CSV, XLSX or PDF (`format`), as an attachment',
  mediaTypes(Object.values(exportContentTypes)),
);

/** The 200 of a route that answers a stored file: one of the types accepted at upload, sniffed from its bytes. */
export const storedFileResponse = (description: string, kinds = Object.values(fileTypes).map((t) => t.kind), extra: string[] = []) =>
  fileResponse(description, mediaTypes([...kinds.map((kind) => fileTypes[kind].mime), ...extra]));

const uploadedImageKinds: FileKind[] = ['png', 'jpeg', 'webp'];

/** The 200 of a route that answers an uploaded image (a logo, a photo: PNG, JPEG or WEBP). */
export const imageFileResponse = (description: string, extra: string[] = []) => storedFileResponse(description, uploadedImageKinds, extra);
