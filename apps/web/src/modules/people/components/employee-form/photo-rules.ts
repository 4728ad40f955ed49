export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** The reason a chosen file cannot be a photo (checked again by content on the server), or null. */
export function photoProblem(file: File): 'type' | 'size' | null {
  if (!PHOTO_TYPES.includes(file.type)) return 'type';
  if (file.size > PHOTO_MAX_BYTES) return 'size';
  return null;
}
