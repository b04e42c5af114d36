import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices } from '@lms/sdk';
import { createTestKernel, type TestClient, type TestKernel } from '@lms/sdk/testing';
import themes from '../src/server/index.ts';

let tk: TestKernel;
let admin: TestClient;
let student: TestClient;
let instructor: TestClient;
let mediaDir: string;

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3a7d6f' } }).png().toBuffer();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="30"><rect width="120" height="30" fill="#112233"/></svg>');

function logoForm(bytes: Buffer, fileName: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  return form;
}

/** Every file the media store holds (a site image's record and its audit entry are written together: the entries count the records). */
const storedFiles = () => (fs.readdirSync(mediaDir, { recursive: true }) as string[]).filter((entry) => fs.statSync(path.join(mediaDir, entry)).isFile());
const uploads = () => tk.kernel.resolve(coreServices.auditLog).list({ action: 'site_files.upload', limit: 50 });

beforeAll(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-logo-test-'));
  tk = await createTestKernel({ plugins: [themes], config: { mediaDir } });
  admin = await tk.loginAs(await tk.createUser('site-admin'));
  student = await tk.loginAs(await tk.createUser('student'));
  instructor = await tk.loginAs(await tk.createUser('instructor'));
});
afterAll(async () => {
  await tk?.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

describe('POST administration/theme/logo and GET site_files/{id}/{name} (coreServices.siteFiles)', () => {
  it('stores an administrator\'s logo, audits it, and serves it to a visitor with its type and a long cache', async () => {
    const bytes = await png(240, 60);
    const answer = await admin.upload('administration/theme/logo', logoForm(bytes, 'Acme logo.PNG'));
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ name: 'Acme_logo.png', mimetype: 'image/png', size: bytes.length, width: 240, height: 60 });
    expect(answer.body.url).toBe(`/server/site_files/${answer.body.id}/Acme_logo.png`);

    const served = await tk.client().download(answer.body.url);
    expect(served.status).toBe(200);
    expect(served.bytes.equals(bytes)).toBe(true);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');

    const [entry] = await uploads();
    expect(entry).toMatchObject({ action: 'site_files.upload', subjectType: 'host', before: null, after: { id: answer.body.id, url: answer.body.url } });
  });

  it('serves an SVG logo as SVG, sandboxed so its scripts never run as a page of the site', async () => {
    const answer = await admin.upload('administration/theme/logo', logoForm(SVG, 'mark.svg'));
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ mimetype: 'image/svg+xml', width: null, height: null });
    const served = await tk.client().download(answer.body.url);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('refuses visitors, students and instructors, storing nothing', async () => {
    const before = { files: storedFiles().length, audited: (await uploads()).length };
    const form = () => logoForm(Buffer.from(SVG), 'mark.svg');
    expect((await tk.client().upload('administration/theme/logo', form())).status).toBe(401);
    expect((await student.upload('administration/theme/logo', form())).status).toBe(403);
    expect((await instructor.upload('administration/theme/logo', form())).status).toBe(403);
    expect({ files: storedFiles().length, audited: (await uploads()).length }).toEqual(before);
  });

  it('refuses a file that is not an image, or too large, with a clear error, storing nothing', async () => {
    const before = { files: storedFiles().length, audited: (await uploads()).length };
    const refusal = async (form: FormData) => {
      const answer = await admin.upload('administration/theme/logo', form);
      return { status: answer.status, errno: answer.body.errno, error: answer.body.fields?.[0]?.message ?? answer.body.error };
    };
    // A PDF renamed .png: the first bytes decide.
    expect(await refusal(logoForm(PDF, 'logo.png'))).toEqual({ status: 422, errno: 'invalid-mimetype', error: 'File type not allowed.' });
    expect(await refusal(logoForm(PDF, 'logo.pdf'))).toEqual({ status: 422, errno: 'invalid-mimetype', error: 'File type not allowed.' });
    // A PNG header over bytes sharp cannot read as an image.
    const broken = Buffer.concat([(await png(10, 10)).subarray(0, 40), Buffer.alloc(200, 1)]);
    expect(await refusal(logoForm(broken, 'logo.png'))).toEqual({ status: 422, errno: 'invalid-mimetype', error: 'File type not allowed.' });
    // At most 5 MiB, cut off while streaming.
    const oversize = Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024)]);
    expect(await refusal(logoForm(oversize, 'big.png'))).toEqual({ status: 422, errno: 'file-too-large', error: 'File too large.' });
    const form = new FormData();
    form.append('name', 'no file');
    expect(await refusal(form)).toEqual({ status: 422, errno: 'validation-failed', error: 'Choose a file to upload.' });
    expect({ files: storedFiles().length, audited: (await uploads()).length }).toEqual(before);
  });

  it('answers not-found for an unknown image or a wrong name', async () => {
    const answer = await admin.upload('administration/theme/logo', logoForm(await png(20, 20), 'small.png'));
    expect((await tk.client().download(`/server/site_files/${answer.body.id}/other.png`)).status).toBe(404);
    expect((await tk.client().download('/server/site_files/6b0000000000000000000000/small.png')).status).toBe(404);
  });
});
