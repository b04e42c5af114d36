import fc from 'fast-check';
import type { FuzzBody } from './schemaArbitrary.ts';

/**
 * Bodies for the routes that read their own body (`streamBody`: uploads, the
 * payment webhook): truncated and malformed multipart forms, wrong content
 * types, garbage. They are not JSON, so the schema-derived bodies skip them.
 */

const BOUNDARY = 'fuzzBoundary7MA4YWxk';
const PNG_START = '\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR';

function part(name: string, filename: string | null, contentType: string, content: string): string {
  const disposition = `form-data; name="${name}"${filename === null ? '' : `; filename="${filename}"`}`;
  return `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ${contentType}\r\n\r\n${content}\r\n`;
}

const FILE_NAMES = ['a.png', 'résumé 名前.txt', '../../etc/passwd', '..', '', '\u0000.png', 'a'.repeat(2_000) + '.txt', 'x.png\u202egnp.exe', 'CON', '.htaccess', 'a"b.png'];
const CONTENTS = ['', 'hello', PNG_START, PNG_START + 'x'.repeat(100), '<svg onload="alert(1)"/>', '\u0000'.repeat(1_000), 'x'.repeat(200_000)];

function multipart(text: string, contentType = `multipart/form-data; boundary=${BOUNDARY}`): FuzzBody {
  return { kind: 'raw', text, contentType };
}

export function multipartArbitrary(): fc.Arbitrary<FuzzBody> {
  const filePart = fc.tuple(fc.constantFrom('file', 'image', 'upload', ''), fc.constantFrom(...FILE_NAMES), fc.constantFrom('image/png', 'text/plain', 'application/octet-stream', ''), fc.constantFrom(...CONTENTS));
  const fieldPart = fc.tuple(fc.constantFrom('name', 'title', 'type', 'description'), fc.constantFrom('x', '\u0000', '\ud800', 'a'.repeat(100_000)));
  return fc.oneof(
    // A whole form.
    fc.tuple(fc.array(fieldPart, { maxLength: 2 }), fc.array(filePart, { minLength: 1, maxLength: 3 })).map(([fields, files]) =>
      multipart(fields.map(([name, value]) => part(name, null, 'text/plain', value)).join('') + files.map(([name, filename, type, content]) => part(name, filename, type, content)).join('') + `--${BOUNDARY}--\r\n`),
    ),
    // A form cut short anywhere: in the headers, in the file, before the closing boundary.
    fc.tuple(filePart, fc.nat()).map(([[name, filename, type, content], cut]) => {
      const whole = part(name, filename, type, content) + `--${BOUNDARY}--\r\n`;
      return multipart(whole.slice(0, cut % whole.length));
    }),
    fc.constantFrom<FuzzBody>(
      multipart(''),
      multipart(`--${BOUNDARY}--\r\n`),
      multipart(`--${BOUNDARY}\r\n\r\n\r\n--${BOUNDARY}--\r\n`),
      multipart(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n${PNG_START}`),
      multipart(`--${BOUNDARY}\r\n${'X-Long: ' + 'h'.repeat(100_000)}\r\n\r\nx\r\n--${BOUNDARY}--\r\n`),
      multipart(part('file', 'a.png', 'image/png', PNG_START), 'multipart/form-data'),
      multipart(part('file', 'a.png', 'image/png', PNG_START), 'multipart/form-data; boundary=other'),
      multipart(part('file', 'a.png', 'image/png', PNG_START), `multipart/mixed; boundary=${BOUNDARY}`),
      { kind: 'raw', text: '{"file":"a.png"}', contentType: 'application/json' },
      { kind: 'raw', text: PNG_START, contentType: 'image/png' },
      { kind: 'none' },
    ),
    fc.string({ maxLength: 200, unit: 'binary' }).map((text) => multipart(text)),
  );
}
