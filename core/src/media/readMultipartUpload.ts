import busboy from 'busboy';
import type { Readable } from 'node:stream';
import type { RawBody } from '../contract/route.ts';
import { LmsError } from '../errors/LmsError.ts';

export const NOT_MULTIPART = 'Send the file as multipart/form-data, in a field named file.';
export const NO_FILE = 'Choose a file to upload.';

export interface MultipartUpload {
  /** The text fields sent before the file. */
  fields: Record<string, string>;
  file: { fileName: string; body: Readable };
}

/**
 * Reads a multipart/form-data upload as it arrives: the text fields that come
 * first, then the `file` part as a stream (never buffered whole). Fields sent
 * after the file are not read. `maxBytes` stops the parser a byte past the cap.
 */
export function readMultipartUpload(raw: RawBody, maxBytes: number): Promise<MultipartUpload> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: { 'content-type': raw.contentType }, limits: { files: 1, fields: 20, fieldSize: 10_000, fileSize: maxBytes + 1 } });
    } catch {
      reject(LmsError.validation([{ field: 'file', message: NOT_MULTIPART }]));
      return;
    }
    const fields: Record<string, string> = {};
    let found = false;
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || found) {
        stream.resume();
        return;
      }
      found = true;
      resolve({ fields, file: { fileName: info.filename ?? '', body: stream } });
    });
    parser.on('close', () => {
      if (!found) reject(LmsError.validation([{ field: 'file', message: NO_FILE }]));
    });
    parser.on('error', () => {
      if (!found) reject(LmsError.validation([{ field: 'file', message: NOT_MULTIPART }]));
    });
    raw.stream.pipe(parser);
  });
}
