import busboy from 'busboy';
import { LmsError, type RawBody } from '@lms/sdk';
import { PACKAGE_LIMITS, PACKAGE_MESSAGES } from '../../qti/package/packageLimits.ts';

const ZIP_TYPES = /^(application\/(zip|x-zip-compressed|octet-stream)|multipart\/x-zip)\b/i;

const tooLarge = () => new LmsError('payload-too-large', PACKAGE_MESSAGES.tooLarge);

/** The uploaded package: its bytes and file name, at most the package cap (413 past it, nothing kept). */
export interface UploadedPackage {
  bytes: Uint8Array;
  name: string | undefined;
}

async function rawZip(raw: RawBody): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of raw.stream) {
    size += (chunk as Buffer).length;
    if (size > PACKAGE_LIMITS.maxPackageBytes) throw tooLarge();
    chunks.push(chunk as Buffer);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/** The first file of a multipart form (the browser's upload, field `file`); other fields are ignored. */
function multipartZip(raw: RawBody): Promise<UploadedPackage> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: { 'content-type': raw.contentType }, limits: { files: 1, fileSize: PACKAGE_LIMITS.maxPackageBytes, fields: 10, fieldSize: 1024 } });
    } catch {
      return reject(new LmsError('upload-incomplete'));
    }
    let found: Promise<UploadedPackage> | null = null;
    parser.on('file', (field, stream, info) => {
      if (field !== 'file' || found) {
        stream.resume();
        return;
      }
      found = new Promise((done, fail) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('limit', () => fail(tooLarge()));
        stream.on('error', fail);
        stream.on('end', () => done({ bytes: new Uint8Array(Buffer.concat(chunks)), name: info.filename }));
      });
      found.catch(() => undefined);
    });
    parser.on('error', () => reject(new LmsError('upload-incomplete')));
    parser.on('close', () => {
      if (!found) reject(LmsError.validation([{ field: 'file', message: PACKAGE_MESSAGES.notUploadedPackage }]));
      else found.then(resolve, reject);
    });
    raw.stream.on('error', () => reject(new LmsError('upload-incomplete')));
    raw.stream.pipe(parser);
  });
}

/** A package sent as the body (application/zip) or as the `file` of a multipart form (what the browser sends). */
export async function uploadedPackage(raw: RawBody | null, name: string | undefined): Promise<UploadedPackage> {
  if (raw && raw.length !== undefined && raw.length > PACKAGE_LIMITS.maxPackageBytes + 64 * 1024) throw tooLarge();
  if (raw && /^multipart\/form-data\b/i.test(raw.contentType)) {
    const upload = await multipartZip(raw);
    return { bytes: upload.bytes, name: name ?? upload.name };
  }
  if (!raw || !ZIP_TYPES.test(raw.contentType)) throw new LmsError('unsupported-media-type', PACKAGE_MESSAGES.notUploadedPackage);
  return { bytes: await rawZip(raw), name };
}
