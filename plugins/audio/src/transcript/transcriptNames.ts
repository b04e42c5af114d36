/**
 * Names for an uploaded transcript file. Part 1 §9: long subtitle file names
 * are shortened to 13 or 27 characters: 27 for the file name an entry keeps
 * and the editor shows, 13 for a display label made from a file name (players
 * list labels in a narrow menu).
 */
export const FILE_NAME_LIMITS = { entry: 27, label: 13 } as const;

const ELLIPSIS = '\u2026';

export function fileExtension(fileName: string): string {
  return /\.([A-Za-z0-9]+)$/.exec(fileName.trim())?.[1]?.toLowerCase() ?? '';
}

export function fileBaseName(fileName: string): string {
  const name = fileName.trim().split(/[\\/]/).pop() ?? '';
  const extension = fileExtension(name);
  return extension === '' ? name : name.slice(0, -(extension.length + 1));
}

/** Part 1 §5 "Uploads": names are sanitised to letters, digits, hyphen and underscore, and given the extension. */
export function sanitiseFileName(fileName: string): string {
  const base = fileBaseName(fileName).replace(/[^A-Za-z0-9_-]+/g, '_').replace(/^_+|_+$/g, '') || 'transcript';
  const extension = fileExtension(fileName);
  return extension === '' ? base : `${base}.${extension}`;
}

export function shortenText(text: string, limit: number): string {
  return text.length <= limit ? text : text.slice(0, limit - 1) + ELLIPSIS;
}

/** Shortens a file name to `limit` characters, cutting before the extension so the kind of file stays visible. */
export function shortenFileName(fileName: string, limit: number): string {
  if (fileName.length <= limit) return fileName;
  const kept = fileExtension(fileName).length + 1;
  if (kept === 1 || kept * 2 > limit) return shortenText(fileName, limit);
  return shortenText(fileName.slice(0, fileName.length - kept), limit - kept) + fileName.slice(fileName.length - kept);
}

/** A BCP 47 language tag as <track srclang> takes it (en, pt-BR, es-419). */
export const LANGUAGE_CODE_PATTERN = '^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$';

const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/** The tag in its usual casing (en-us becomes en-US); a tag Intl cannot read stays as written. */
export function canonicalLanguage(code: string): string {
  try {
    return Intl.getCanonicalLocales(code.trim())[0] ?? code.trim();
  } catch {
    return code.trim();
  }
}

export function languageName(code: string): string | undefined {
  if (!new RegExp(LANGUAGE_CODE_PATTERN).test(code)) return undefined;
  try {
    return names.of(canonicalLanguage(code));
  } catch {
    return undefined;
  }
}

/** The two-letter language (and capitalised region) a file name ends with: talk.en.srt, talk_fr.vtt, talk-pt-BR.txt. */
export function languageFromFileName(fileName: string): string | undefined {
  const parts = fileBaseName(fileName).split(/[._\s-]+/).filter(Boolean);
  const [language, region] = parts.slice(-2);
  if (language && region && /^[A-Za-z]{2}$/.test(language) && /^(?:[A-Z]{2}|\d{3})$/.test(region) && languageName(language) !== undefined) {
    return canonicalLanguage(`${language}-${region}`);
  }
  const last = parts.at(-1);
  return last && /^[A-Za-z]{2}$/.test(last) && languageName(last) !== undefined ? canonicalLanguage(last) : undefined;
}

/** A label to offer: the language's name when known, else the file's name shortened to 13 characters. */
export function suggestedLabel(language: string | undefined, fileName: string): string {
  const name = language === undefined ? undefined : languageName(language);
  return name ?? shortenText(fileBaseName(fileName).replace(/[_\s]+/g, ' ').trim() || 'Transcript', FILE_NAME_LIMITS.label);
}
