import { LmsError, type FieldError } from '@lms/sdk';
import { bookAddressParts, FILE_MISMATCH, FORMAT_MISMATCH, NOT_A_BOOK_ADDRESS, type EReaderConfig } from '../schemas/eReaderConfig.ts';

/**
 * Trims the config and checks what one field's rule cannot: a chosen book
 * comes with its file id, format and content hash, all agreeing with its
 * address. Without a book nothing else is kept (the title described the old one).
 */
export function prepareBook(config: EReaderConfig): EReaderConfig {
  const url = config.url.trim();
  if (!url) return { url: '' };
  const parts = bookAddressParts(url);
  if (!parts) throw LmsError.validation([{ field: 'config/url', message: NOT_A_BOOK_ADDRESS }]);
  const missing: FieldError[] = (['file', 'format', 'hash_id'] as const)
    .filter((field) => config[field] === undefined)
    .map((field) => ({ field: `config/${field}`, message: NOT_A_BOOK_ADDRESS }));
  if (missing.length) throw LmsError.validation(missing);
  if (config.format !== parts.extension) throw LmsError.validation([{ field: 'config/format', message: FORMAT_MISMATCH }]);
  if (config.file !== parts.mediaId) throw LmsError.validation([{ field: 'config/file', message: FILE_MISMATCH }]);
  const prepared: EReaderConfig = { url, file: config.file, format: config.format, hash_id: config.hash_id };
  const title = config.title?.trim();
  if (title) prepared.title = title;
  return prepared;
}
