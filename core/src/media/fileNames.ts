const MAX_BASE_LENGTH = 100;

/** The extension of a file name, lowercase without the dot ('' when it has none). */
export function extensionOf(fileName: string): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(fileName.trim());
  return match ? match[1]!.toLowerCase() : '';
}

/** The file name without its extension. */
export function baseNameOf(fileName: string): string {
  const trimmed = fileName.trim().replace(/^.*[\\/]/, '');
  const extension = extensionOf(trimmed);
  return extension ? trimmed.slice(0, -(extension.length + 1)) : trimmed;
}

/**
 * Part 1 §5: a stored name is made of letters, digits, hyphen and underscore
 * (accents dropped, anything else turned into underscores), then the
 * extension. Answers '' when nothing usable is left.
 */
export function sanitisedFileName(fileName: string, extension: string): string {
  const base = baseNameOf(fileName)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '_')
    .replace(/_{2,}/g, '_')
    .replace(/^[_-]+|[_-]+$/g, '')
    .slice(0, MAX_BASE_LENGTH);
  return base ? `${base}.${extension}` : '';
}
