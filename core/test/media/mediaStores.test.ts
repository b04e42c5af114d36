import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// s3rver speaks the S3 protocol on loopback: the S3 store is tested over the wire, SigV4 and multipart included.
import S3rver from 's3rver';
import { LocalDiskStore } from '../../src/media/storage/LocalDiskStore.ts';
import { S3MediaStore } from '../../src/media/storage/S3MediaStore.ts';
import type { MediaStore } from '../../src/media/storage/MediaStore.ts';
import { createTestKernel } from '@lms/sdk/testing';
import { png, uploadForm } from './mediaFixtures.ts';

const BUCKET = 'lms-media';
let s3Port: number;
let s3server: { close(): Promise<void> };
let s3Folder: string;
let diskFolder: string;
const stores: Record<string, MediaStore> = {};

beforeAll(async () => {
  s3Folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-s3rver-'));
  diskFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-disk-store-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Folder, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = await server.run();
  s3Port = port;
  s3server = server;
  stores.disk = new LocalDiskStore(diskFolder);
  stores.s3 = new S3MediaStore({
    bucket: BUCKET,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix: 'site-a/',
  });
});

afterAll(async () => {
  await s3server?.close();
  fs.rmSync(s3Folder, { recursive: true, force: true });
  fs.rmSync(diskFolder, { recursive: true, force: true });
});

/** A stream of `size` bytes counting 0..255 over and over, made as it is read. */
function bytes(size: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= size) return this.push(null);
      const chunk = Buffer.alloc(Math.min(64 * 1024, size - sent), 0).map((_, index) => (sent + index) % 256);
      sent += chunk.length;
      this.push(chunk);
    },
  });
}

describe.each(['disk', 's3'])('the %s media store', (name) => {
  const store = () => stores[name]!;

  it('stores a stream, reads it whole and by range, tells its size and deletes it', async () => {
    expect(await store().put('course/file/notes.txt', Readable.from([Buffer.from('hello '), Buffer.from('world')]))).toEqual({ size: 11 });
    expect(await text(store().read('course/file/notes.txt'))).toBe('hello world');
    expect(await text(store().read('course/file/notes.txt', { start: 6, end: 10 }))).toBe('world');
    expect(await store().size('course/file/notes.txt')).toBe(11);
    await store().delete('course/file/notes.txt');
    await expect(store().size('course/file/notes.txt')).rejects.toThrow();
    await store().delete('course/file/notes.txt');
  });

  it('streams a file larger than one multipart part', async () => {
    const size = 9 * 1024 * 1024 + 123;
    expect(await store().put('course/big/video.mp4', bytes(size))).toEqual({ size });
    const tail = await new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      store().read('course/big/video.mp4', { start: size - 4, end: size - 1 }).on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => resolve(Buffer.concat(chunks))).on('error', reject);
    });
    expect([...tail]).toEqual([size - 4, size - 3, size - 2, size - 1].map((index) => index % 256));
    await store().delete('course/big/video.mp4');
  });

  it('keeps nothing when the source fails half way, and refuses keys that climb out', async () => {
    const failing = new Readable({ read() {} });
    const stored = store().put('course/broken/file.bin', failing);
    failing.push(Buffer.alloc(1000));
    failing.destroy(new Error('client went away'));
    await expect(stored).rejects.toThrow();
    await expect(store().size('course/broken/file.bin')).rejects.toThrow();
    await expect(store().put('../escape.txt', Readable.from([Buffer.from('x')]))).rejects.toThrow('Invalid media key');
  });
});

describe('a kernel configured with an S3-compatible bucket (LMS_S3_*)', () => {
  it('keeps uploads and thumbnails in the bucket and serves them from it', async () => {
    const tk = await createTestKernel({
      config: { s3: { bucket: BUCKET, endpoint: `http://127.0.0.1:${s3Port}`, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true, prefix: 'kernel/' } },
    });
    try {
      const instructor = await tk.createUser('instructor');
      const course = await tk.createCourse({ instructor });
      const teacher = await tk.loginAs(instructor);
      const image = await png(40, 20);
      const stored = (await teacher.upload(`images/${course.courseId}/upload/`, uploadForm(image, 'wide.png', 'Wide'))).body.data;
      expect(stored).toMatchObject({ width: 40, height: 20 });
      expect((await teacher.download(stored.url)).bytes.equals(image)).toBe(true);
      expect((await teacher.download(stored.url, { range: 'bytes=1-3' })).bytes.toString()).toBe('PNG');
      expect((await teacher.download(stored.thumbnail_url)).headers.get('content-type')).toBe('image/webp');
      // The bytes are in the bucket, under the configured prefix.
      const bucket = new S3MediaStore({ bucket: BUCKET, endpoint: `http://127.0.0.1:${s3Port}`, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true, prefix: 'kernel/' });
      expect(await bucket.size(`${course.courseId}/${stored._id}/wide.png`)).toBe(image.length);
    } finally {
      await tk.close();
    }
  });
});
