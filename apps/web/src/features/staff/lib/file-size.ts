const MB = 1024 * 1024;

/** Bytes as "820 KB" or "3.4 MB", one decimal, by integer arithmetic. */
export function formatFileSize(bytes: number): string {
  if (bytes < MB) return `${Math.max(1, Math.ceil(bytes / 1024))} KB`;
  const tenths = Math.round((bytes * 10) / MB);
  return `${Math.floor(tenths / 10)}.${tenths % 10} MB`;
}
