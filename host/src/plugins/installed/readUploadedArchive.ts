import busboy from 'busboy';
import { LmsError, type RawBody } from '@lms/sdk';
import { PLUGIN_ARCHIVE_MAX_BYTES } from './pluginArchive.ts';
import { SITE_PLUGIN_ERRNOS } from './sitePluginErrnos.ts';

const invalid = (message: string) => LmsError.declared(SITE_PLUGIN_ERRNOS, 'invalid-plugin', message);

/** The bytes of the multipart field `file` (a plugin package), at most PLUGIN_ARCHIVE_MAX_BYTES. */
export function readUploadedArchive(body: RawBody): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: { 'content-type': body.contentType }, limits: { files: 1, fileSize: PLUGIN_ARCHIVE_MAX_BYTES } });
    } catch {
      reject(invalid('Send the package as a multipart form with a field named file.'));
      return;
    }
    let bytes: Buffer | null = null;
    let tooLarge = false;
    parser.on('file', (name, stream) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        if (name === 'file') chunks.push(chunk);
      });
      stream.on('limit', () => {
        tooLarge = true;
      });
      stream.on('end', () => {
        if (name === 'file') bytes = Buffer.concat(chunks);
      });
    });
    parser.on('error', () => reject(invalid('The upload was not a readable multipart form.')));
    parser.on('close', () => {
      if (tooLarge) reject(invalid(`The package is larger than ${PLUGIN_ARCHIVE_MAX_BYTES / 1024 / 1024} MB.`));
      else if (!bytes || bytes.length === 0) reject(invalid('Choose a plugin package (.tgz) to upload.'));
      else resolve(bytes);
    });
    body.stream.pipe(parser);
  });
}
