import busboy from 'busboy';
import { PassThrough, pipeline, type Readable } from 'node:stream';
import type { RawBody } from '@lms/contract/route.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';

export const NOT_MULTIPART = 'Send the file as multipart/form-data, in a field named file.';
export const NO_FILE = 'Choose a file to upload.';
export const CUT_SHORT = 'The upload was cut short or is not well-formed multipart/form-data. Please send the file again.';

export interface MultipartUpload {
  /** The text fields sent before the file. */
  fields: Record<string, string>;
  file: { fileName: string; body: Readable };
}

const cutShort = () => new LmsError('upload-incomplete', CUT_SHORT);

/**
 * Reads a multipart/form-data upload as it arrives and hands it to `use`: the
 * text fields that come first, then the `file` part as a stream (never
 * buffered whole). Fields sent after the file are not read. `maxBytes` stops
 * the parser a byte past the cap.
 *
 * Every stream error is heard here, whenever it comes (a body without its
 * closing boundary fails the file stream after `use` may have given up on it,
 * and an unheard stream error ends the process): a broken or cut-short body
 * answers 400 `upload-incomplete`, whatever `use` made of it. Whatever `use`
 * did not read is drained, so the request ends.
 */
export async function receiveMultipartUpload<T>(raw: RawBody, maxBytes: number, use: (upload: MultipartUpload) => Promise<T>): Promise<T> {
  let parser: busboy.Busboy;
  try {
    // defParamCharset: browsers send the file name as UTF-8 bytes; busboy reads them as latin1 unless told.
    parser = busboy({ headers: { 'content-type': raw.contentType }, defParamCharset: 'utf8', limits: { files: 1, fields: 20, fieldSize: 10_000, fileSize: maxBytes + 1 } });
  } catch {
    raw.stream.resume();
    throw LmsError.validation([{ field: 'file', message: NOT_MULTIPART }]);
  }
  let broken: Error | undefined;
  const body = new PassThrough();
  // The error stays in `body.errored` for whoever reads it later; this listener only keeps it from being unheard.
  body.on('error', () => undefined);

  const upload = new Promise<MultipartUpload>((resolve, reject) => {
    const fields: Record<string, string> = {};
    let found = false;
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('error', (error: Error) => {
      broken ??= error;
    });
    parser.on('file', (name, stream, info) => {
      stream.on('error', (error) => {
        broken ??= error;
      });
      if (name !== 'file' || found) {
        stream.resume();
        return;
      }
      found = true;
      pipeline(stream, body, () => undefined);
      resolve({ fields, file: { fileName: info.filename ?? '', body } });
    });
    parser.on('close', () => {
      if (!found) reject(LmsError.validation([{ field: 'file', message: NO_FILE }]));
    });
    // pipeline, not pipe: a client that goes away, or a body that ends too soon, fails the parser and so the file stream.
    pipeline(raw.stream, parser, (error) => {
      if (!error) return;
      broken ??= error;
      if (!body.destroyed) body.destroy(cutShort());
      if (!found) reject(cutShort());
    });
  });

  try {
    return await use(await upload);
  } catch (error) {
    throw broken ? cutShort() : error;
  } finally {
    // Reads on to the end of the request (the parser drops file bytes past the cap), so the answer is not held up by an unread body.
    if (!body.destroyed) body.resume();
  }
}
