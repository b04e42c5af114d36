import { FILE_NAME_LIMITS, fileBaseName, shortenText } from './subtitleFileName.ts';

/** A BCP 47 language tag as <track srclang> takes it: a 2 or 3 letter language, then subtags (pt-BR, zh-Hant, es-419). */
export const LANGUAGE_CODE_PATTERN = '^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$';

const languageCode = new RegExp(LANGUAGE_CODE_PATTERN);
const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/** The tag in its usual casing (en-us becomes en-US); a tag Intl cannot read stays as written. */
export function canonicalLanguage(code: string): string {
  try {
    return Intl.getCanonicalLocales(code.trim())[0] ?? code.trim();
  } catch {
    return code.trim();
  }
}

/** The English name of a language tag ("pt-BR" is "Brazilian Portuguese"), or undefined for a tag no one knows. */
export function languageName(code: string): string | undefined {
  if (!languageCode.test(code)) return undefined;
  try {
    return names.of(canonicalLanguage(code));
  } catch {
    return undefined;
  }
}

/**
 * The language a file name ends with, as subtitle files are often named:
 * en.srt, lecture.en.srt, lecture_fr.vtt, lecture-pt-BR.srt. Only two-letter
 * codes count: three letters at the end of a name are mostly words ("one", "cat");
 * a region is written in capitals (pt-BR), so "intro-to-it" names no Tongan.
 * Undefined when the name ends with no known language.
 */
export function languageFromFileName(fileName: string): string | undefined {
  const parts = fileBaseName(fileName).split(/[._\s-]+/).filter(Boolean);
  const [language, region] = parts.slice(-2);
  if (language && region && /^[A-Za-z]{2}$/.test(language) && /^(?:[A-Z]{2}|\d{3})$/.test(region) && languageName(language) !== undefined) {
    return canonicalLanguage(`${language}-${region}`);
  }
  const last = parts.at(-1);
  return last && /^[A-Za-z]{2}$/.test(last) && languageName(last) !== undefined ? canonicalLanguage(last) : undefined;
}

/**
 * A display label to offer: the language's name when known, else the file's
 * name shortened for a captions menu (underscores and colons read as spaces).
 */
export function suggestedLabel(language: string | undefined, fileName: string): string {
  const name = language === undefined ? undefined : languageName(language);
  const fromFile = fileBaseName(fileName).replace(/[_:\s]+/g, ' ').trim();
  return name ?? shortenText(fromFile || 'Subtitles', FILE_NAME_LIMITS.label);
}
