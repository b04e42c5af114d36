import busboy from 'busboy';
import { LmsError, type RawBody } from '@lms/sdk';
import { SOURCE_MAX_BYTES } from '../../calls/aiRules.ts';
import { AI_ERRNOS } from '../aiErrnos.ts';

export const NO_FILE = 'Choose a file to upload.';
export const FILE_TOO_LARGE = `A source file is at most ${SOURCE_MAX_BYTES / 1024 / 1024} MB.`;

export interface SourceUpload {
  name: string;
  bytes: Buffer;
}

/**
 * Reads a source's multipart upload (its `file` field) into memory, at most
 * SOURCE_MAX_BYTES: the bytes go to the database for the indexing job, which
 * any node may run. A larger file is refused (413) and the rest drained.
 */
export function readSourceUpload(raw: RawBody): Promise<SourceUpload> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: { 'content-type': raw.contentType }, defParamCharset: 'utf8', limits: { files: 1, fields: 10, fileSize: SOURCE_MAX_BYTES } });
    } catch {
      raw.stream.resume();
      reject(LmsError.declared(AI_ERRNOS, 'ai-source-file'));
      return;
    }
    let upload: Promise<SourceUpload> | null = null;
    parser.on('file', (field, stream, info) => {
      if (field !== 'file' || upload) {
        stream.resume();
        return;
      }
      upload = new Promise((done, fail) => {
        const parts: Buffer[] = [];
        stream.on('data', (part: Buffer) => parts.push(part));
        stream.on('limit', () => fail(new LmsError('file-too-large', FILE_TOO_LARGE, { status: 413 })));
        stream.on('error', fail);
        stream.on('end', () => done({ name: info.filename ?? '', bytes: Buffer.concat(parts) }));
      });
    });
    parser.on('error', () => reject(new LmsError('upload-incomplete', 'The upload was cut short. Please send the file again.', { status: 400 })));
    parser.on('close', () => {
      if (!upload) reject(LmsError.validation([{ field: 'file', message: NO_FILE }]));
      else upload.then(resolve, reject);
    });
    raw.stream.pipe(parser);
  });
}
