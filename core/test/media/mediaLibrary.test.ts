import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowTestServer, createTestKernel, startLocalSite, type CourseFixture, type LocalSite, type TestClient, type TestKernel } from '@lms/sdk/testing';
import { mediaRefs } from '../../src/media/mediaServices.ts';
import { storeFromUrl } from '../../src/media/storeFromUrl.ts';
import { MP4, PDF, png, uploadForm } from './mediaFixtures.ts';

let tk: TestKernel;
let course: CourseFixture;
let teacher: TestClient;
let learner: TestClient;
let outsider: TestClient;
let mediaDir: string;
let site: LocalSite;
let courseId: string;
let instructorId: string;

/** Every file the media store holds, relative to its folder. */
function storedFiles(): string[] {
  return (fs.readdirSync(mediaDir, { recursive: true }) as string[]).filter((entry) => fs.statSync(path.join(mediaDir, entry)).isFile()).sort();
}

beforeAll(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-media-test-'));
  tk = await createTestKernel({ config: { mediaDir } });
  const instructor = await tk.createUser('instructor');
  instructorId = instructor.id;
  const student = await tk.createUser('student');
  course = await tk.createCourse({ instructor, students: [student] });
  courseId = course.courseId;
  teacher = await tk.loginAs(instructor);
  learner = await tk.loginAs(student);
  outsider = await tk.loginAs(await tk.createUser('student'));
  const photo = await png(64, 48);
  site = await startLocalSite({
    '/photo.png': (_request, response) => response.writeHead(200, { 'content-type': 'image/png' }).end(photo),
    '/page': (_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<p>no image here</p>'),
    '/photo.tiff': (_request, response) => response.writeHead(200, { 'content-type': 'image/tiff' }).end(Buffer.alloc(10)),
  });
});

afterAll(async () => {
  await site?.close();
  await tk?.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

describe('uploading to the libraries (part 1 §5, §7)', () => {
  it('stores an image with its size and a thumbnail, lists it, and serves it to the course', async () => {
    const bytes = await png(800, 600);
    const answer = await teacher.upload(`images/${courseId}/upload/`, uploadForm(bytes, 'Cell diagram (final).PNG', 'Cell diagram'));
    expect(answer.status).toBe(201);
    const file = answer.body.data;
    expect(answer.body.mimetype).toBe('image/png');
    expect(file).toMatchObject({ library: 'images', name: 'Cell_diagram_final.png', display_name: 'Cell diagram', extension: 'png', type: 'image', size: bytes.length, width: 800, height: 600 });
    expect(file.thumbnail_url).toBe(`/server/media/${courseId}/${file._id}/~thumbnail`);
    expect(file.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));

    const listed = await teacher.get(`images/${courseId}/?ext=png`);
    expect(listed.body.files.map((f: { _id: string }) => f._id)).toContain(file._id);
    expect((await teacher.get(`images/${courseId}/?ext=gif`)).body.files).toEqual([]);

    const served = await learner.download(file.url);
    expect(served.status).toBe(200);
    expect(served.bytes.equals(bytes)).toBe(true);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(served.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    const thumbnail = await learner.download(file.thumbnail_url);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    const { default: sharp } = await import('sharp');
    expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({ width: 320, height: 240 });

    expect((await outsider.download(file.url)).status).toBe(403);
    expect((await learner.get(`images/${courseId}/`)).status).toBe(403);
  });

  it('stores a PDF and a video in the files library, and serves byte ranges for players', async () => {
    const pdf = await teacher.upload(`files/${courseId}/upload/`, uploadForm(PDF, 'Syllabus 2027.pdf'));
    expect(pdf.status).toBe(201);
    expect(pdf.body.data).toMatchObject({ name: 'Syllabus_2027.pdf', type: 'pdf', mimetype: 'application/pdf', thumbnail_url: null, width: null });
    const servedPdf = await learner.download(pdf.body.data.url);
    expect(servedPdf.headers.get('content-disposition')).toBe('inline; filename=Syllabus_2027.pdf');
    // No sandbox for PDFs: the browsers' viewers show nothing in a sandboxed document.
    expect(servedPdf.headers.get('content-security-policy')).not.toContain('sandbox');
    // Everything short of it: no script or plugin source, no form target, framed by this site only, not loadable elsewhere.
    const pdfPolicy = servedPdf.headers.get('content-security-policy')!;
    for (const directive of ["default-src 'none'", "object-src 'none'", "form-action 'none'", "base-uri 'none'", "frame-ancestors 'self'"]) expect(pdfPolicy).toContain(directive);
    expect(servedPdf.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(servedPdf.headers.get('cross-origin-opener-policy')).toBe('same-origin');

    // Issue 14: a name in any script was read as latin1 and stored as `rA_sumA_a_a_a_txt_exe.txt`.
    const unicode = await teacher.upload(`files/${courseId}/upload/`, uploadForm(Buffer.from('notes'), 'résumé 名前.txt'));
    expect(unicode.status).toBe(201);
    expect(unicode.body.data).toMatchObject({ name: 'résumé_名前.txt', display_name: 'résumé 名前.txt' });
    expect(unicode.body.data.url).toBe(`/server/media/${courseId}/${unicode.body.data._id}/r%C3%A9sum%C3%A9_%E5%90%8D%E5%89%8D.txt`);
    const servedText = await learner.download(unicode.body.data.url);
    expect(servedText.bytes.toString()).toBe('notes');
    expect(servedText.headers.get('content-disposition')).toBe(`inline; filename="r?sum?_??.txt"; filename*=UTF-8''r%C3%A9sum%C3%A9_%E5%90%8D%E5%89%8D.txt`);
    const refusedName = await teacher.upload(`files/${courseId}/upload/`, uploadForm(Buffer.from('notes'), 'a.txt', 'bad\u0000name'));
    expect(refusedName).toMatchObject({ status: 422, body: { fields: [{ field: 'name' }] } });

    const video = await teacher.upload(`files/${courseId}/upload/`, uploadForm(MP4, 'lecture.mp4'));
    expect(video.body.data).toMatchObject({ type: 'video', mimetype: 'video/mp4', size: MP4.length });
    const part = await learner.download(video.body.data.url, { range: 'bytes=4-11' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-11/${MP4.length}`);
    expect(part.bytes.toString()).toBe('ftypmp42');
    const tail = await learner.download(video.body.data.url, { range: 'bytes=-10' });
    expect(tail.bytes.equals(MP4.subarray(-10))).toBe(true);
    expect((await learner.download(video.body.data.url, { range: `bytes=${MP4.length}-` })).status).toBe(416);
  });

  it("refuses what the spec refuses, with its messages, and keeps nothing of it", async () => {
    const before = storedFiles();
    const refusal = async (library: string, form: FormData, query = '') => {
      const answer = await teacher.upload(`${library}/${courseId}/upload/${query}`, form);
      return { status: answer.status, errno: answer.body.errno, error: answer.body.fields?.[0]?.message ?? answer.body.error };
    };
    const image = await png(10, 10);
    expect(await refusal('images', uploadForm(image, 'photo.png', '  '))).toEqual({ status: 422, errno: 'validation-failed', error: 'Display Name cannot be empty.' });
    expect(await refusal('images', uploadForm(image, '', 'A name'))).toMatchObject({ status: 422, error: 'File name cannot be empty.' });
    expect(await refusal('files', uploadForm(Buffer.from('just some words'), 'notes'))).toEqual({ status: 422, errno: 'invalid-mimetype', error: 'File needs a type.' });
    expect(await refusal('files', uploadForm(Buffer.from('MZ\x90\x00'), 'setup.exe'))).toEqual({ status: 422, errno: 'invalid-mimetype', error: 'File type not allowed.' });
    // A PDF renamed .png: the first bytes decide.
    expect(await refusal('images', uploadForm(PDF, 'trick.png', 'Trick'))).toEqual({ status: 422, errno: 'invalid-mimetype', error: 'File type not allowed.' });
    // Course images: at most 5,242,880 bytes (cut off while streaming) and a width at most 5.7 times the height.
    const oversize = Buffer.concat([image, Buffer.alloc(5_300_000)]);
    expect(await refusal('images', uploadForm(oversize, 'big.png', 'Big'), '?purpose=course_image')).toEqual({ status: 422, errno: 'file-too-large', error: 'File too large.' });
    expect(await refusal('images', uploadForm(await png(1200, 100), 'banner.png', 'Banner'), '?purpose=course_image')).toEqual({ status: 422, errno: 'invalid-ratio', error: 'Invalid image ratio.' });
    // An image too tall for a course image is fine in the library.
    expect((await teacher.upload(`images/${courseId}/upload/`, uploadForm(await png(1200, 100), 'banner.png', 'Banner'))).status).toBe(201);
    expect(storedFiles().filter((file) => !before.includes(file)).every((file) => file.includes('banner.png'))).toBe(true);
  });

  it('sets alt text, captions and subtitle tracks, and deletes a file with its bytes', async () => {
    const image = (await teacher.upload(`images/${courseId}/upload/`, uploadForm(await png(20, 20), 'dot.png', 'Dot'))).body.data;
    const described = await teacher.put(`media/images/${courseId}/${image._id}/`, { alt_text: 'A green dot', caption: 'Figure 1' });
    expect(described.body).toMatchObject({ alt_text: 'A green dot', caption: 'Figure 1' });

    const video = (await teacher.upload(`files/${courseId}/upload/`, uploadForm(MP4, 'clip.mp4'))).body.data;
    const vtt = `data:text/vtt;base64,${Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n').toString('base64')}`;
    const tracked = await teacher.put(`media/files/${courseId}/${video._id}/`, { subtitles_array: [`English::clip.en.srt::${vtt}`] });
    expect(tracked.body.subtitles_array).toEqual([`English::clip.en.srt::${vtt}`]);
    const unlabelled = await teacher.put(`media/files/${courseId}/${video._id}/`, { subtitles_array: [`::clip.en.srt::${vtt}`] });
    expect(unlabelled.body.fields).toEqual([{ field: 'subtitles_array/0', message: 'Please enter a display label for every subtitle file' }]);
    expect((await teacher.put(`media/files/${courseId}/${image._id}/`, { subtitles_array: [] })).status).toBe(404);

    const stored = storedFiles().filter((file) => file.includes(image._id));
    expect(stored).toHaveLength(2);
    expect((await teacher.delete(`media/images/${courseId}/${image._id}/`)).status).toBe(200);
    expect(storedFiles().filter((file) => file.includes(image._id))).toEqual([]);
    expect((await learner.download(image.url)).status).toBe(404);
  });
});

describe("members' own work (the submissions library)", () => {
  it("takes a student's upload and serves it to them and the course's professors only", async () => {
    const classmate = await tk.createUser('student');
    await tk.kernel.knex('enrollments').insert({ course_id: courseId, user_id: classmate.id });
    const other = await tk.loginAs(classmate);
    expect((await learner.upload(`files/${courseId}/upload/`, uploadForm(PDF, 'essay.pdf'))).status).toBe(403);

    const answer = await learner.upload(`submissions/${courseId}/upload/`, uploadForm(PDF, 'My essay.pdf'));
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ library: 'submissions', name: 'My_essay.pdf', type: 'pdf' });
    const { url } = answer.body.data;
    expect((await learner.download(url)).status).toBe(200);
    expect((await teacher.download(url)).status).toBe(200);
    expect((await other.download(url)).status).toBe(404);
    expect((await outsider.download(url)).status).toBe(403);
    expect((await teacher.get(`files/${courseId}/`)).body.files.map((f: { _id: string }) => f._id)).not.toContain(answer.body.data._id);

    const refused = await learner.upload(`submissions/${courseId}/upload/`, uploadForm(Buffer.from('MZ not a pdf'), 'virus.pdf'));
    expect(refused.status).toBe(422);
  });
});

describe('an image from a URL (part 1 §5 "From a URL")', () => {
  it('refuses our own network through the API, whatever the address looks like', async () => {
    for (const url of [site.url('/photo.png'), 'http://localhost/x.png', 'http://169.254.169.254/latest/meta-data', 'ftp://example.org/a.png']) {
      const answer = await teacher.post(`images/${courseId}/fromurl/`, { url, filename: 'Photo' });
      expect(answer.body).toEqual({ errno: 'invalid-url', error: 'URL is invalid.' });
    }
    expect(site.requests).toEqual([]);
  });

  it('streams a public image into the library; a page or another kind of image is refused with its message', async () => {
    const media = tk.kernel.resolve(mediaRefs.library);
    const owner = instructorId;
    const stored = await storeFromUrl(media, courseId, { url: site.url('/photo.png'), filename: 'Harbour photo' }, owner, { allowAddress: allowTestServer });
    expect(stored).toMatchObject({ name: 'photo.png', display_name: 'Harbour photo', width: 64, height: 48 });
    await expect(storeFromUrl(media, courseId, { url: site.url('/page'), filename: 'x' }, owner, { allowAddress: allowTestServer })).rejects.toMatchObject({ errno: 'invalid-mimetype', message: 'No image found on this URL.' });
    await expect(storeFromUrl(media, courseId, { url: site.url('/photo.tiff'), filename: 'x' }, owner, { allowAddress: allowTestServer })).rejects.toMatchObject({ errno: 'invalid-mimetype', message: 'File type not allowed.' });
  });
});
