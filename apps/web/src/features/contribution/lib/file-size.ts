const MB = 1024 * 1024;

/** "820 KB" / "3.4 MB": integer arithmetic, the same text on the server render and in the browser. */
export function formatFileSize(bytes: number): string {
  if (bytes < MB) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${Math.floor((bytes * 10) / MB) / 10} MB`;
}

/** The file kinds of a paper upload, by extension (the server checks the content). */
export const PAPER_EXTENSIONS = ['pdf', 'doc', 'docx'];

export const extensionOf = (name: string) => (name.includes('.') ? name.split('.').pop()!.toLowerCase() : '');

export const capBytes = (mb: number) => mb * MB;
