/** A file's size in the reader's language: KB or MB, one decimal at most. */
export function fileSize(bytes: number, language: string): string {
  const mb = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(mb ? bytes / (1024 * 1024) : Math.max(bytes / 1024, 0.1));
}
