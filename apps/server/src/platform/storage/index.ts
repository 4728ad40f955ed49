export type { FileStat, PutOptions, Storage, StorageBody, StoredFile } from './storage.js';
export { allFileKinds, fileTypes, imageKinds, kindClaimedBy, sniffHead, ooxmlKind, type FileKind, type FileType } from './file-types.js';
export { createLocalDiskStorage, DEFAULT_MAX_UPLOAD_BYTES, localDiskStorageFromEnv, type LocalDiskStorage } from './local-disk-storage.js';
export { contentDisposition, sendDownload, type Download } from './send-download.js';
export { readAtBuffer, readAtHandle, zipEntries, type ReadAt, type ZipEntry } from './zip-entries.js';
export { multipartOptions, receiveAndRecord, receiveUpload, type ReceivedUpload, type UploadRecord } from './multipart-upload.js';
