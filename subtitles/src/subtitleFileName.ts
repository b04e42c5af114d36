/**
 * Part 1 §9: long subtitle file names are shortened to 13 or 27 characters.
 * 27 is the file name an entry keeps and the editor shows beside its row;
 * 13 is a display label made from a file name, as players list labels in a
 * narrow captions menu.
 */
export const FILE_NAME_LIMITS = { entry: 27, label: 13 } as const;

const ELLIPSIS = '\u2026';

/** The extension in lower case, without the dot; empty when there is none. */
export function fileExtension(fileName: string): string {
  const match = /\.([A-Za-z0-9]+)$/.exec(fileName.trim());
  return match?.[1]?.toLowerCase() ?? '';
}

/** The name without its extension (and without any folder a browser may give). */
export function fileBaseName(fileName: string): string {
  const name = fileName.trim().split(/[\\/]/).pop() ?? '';
  const extension = fileExtension(name);
  return extension === '' ? name : name.slice(0, -(extension.length + 1));
}

/** Part 1 §5 "Uploads": names are sanitised to letters, digits, hyphen and underscore, and given the extension. */
export function sanitiseFileName(fileName: string): string {
  const base = fileBaseName(fileName).replace(/[^A-Za-z0-9_-]+/g, '_').replace(/^_+|_+$/g, '') || 'subtitles';
  const extension = fileExtension(fileName);
  return extension === '' ? base : `${base}.${extension}`;
}

/** Shortens text to `limit` characters, ending with an ellipsis when it was cut. */
export function shortenText(text: string, limit: number): string {
  return text.length <= limit ? text : text.slice(0, limit - 1) + ELLIPSIS;
}

/** Shortens a file name to `limit` characters, cutting the name before its extension so the kind of file stays visible. */
export function shortenFileName(fileName: string, limit: number): string {
  if (fileName.length <= limit) return fileName;
  const extension = fileExtension(fileName);
  const kept = extension === '' ? 0 : extension.length + 1;
  if (kept * 2 > limit) return shortenText(fileName, limit);
  return shortenText(fileName.slice(0, fileName.length - kept), limit - kept) + fileName.slice(fileName.length - kept);
}
