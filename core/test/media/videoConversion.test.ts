import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import type { Logger } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestKernel, type TestClient, type TestKernel } from '@lms/sdk/testing';
import { jobRefs } from '../../src/jobs/jobServices.ts';
import { FfmpegFailure, systemFfmpeg, type FfmpegTools } from '../../src/media/conversion/ffmpegTools.ts';
import { PermanentJobError } from '../../src/jobs/JobHandler.ts';
import { VIDEO_CONVERSION_JOB, VideoConversion } from '../../src/media/conversion/VideoConversion.ts';
import { mediaRefs } from '../../src/media/mediaServices.ts';
import { startVideoConversion, NO_FFMPEG_WARNING } from '../../src/media/conversion/videoConversionJob.ts';
import { MediaLibrary } from '../../src/media/MediaLibrary.ts';
import type { JobWorker } from '../../src/jobs/JobWorker.ts';
import { coreServices } from '@lms/contract/services.ts';
import { MP4, uploadForm } from './mediaFixtures.ts';

const run = promisify(execFile);

let tk: TestKernel;
let teacher: TestClient;
let learner: TestClient;
let courseId: string;
let mediaDir: string;
let workDir: string;

/** A one-second test picture with a tone, made by ffmpeg itself (lavfi sources) with the given codecs. */
async function madeVideo(name: string, codecs: string[]): Promise<Buffer> {
  const file = path.join(workDir, name);
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10', '-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '1', ...codecs, file]);
  return fs.readFileSync(file);
}

/** The codecs ffprobe finds in `bytes`, by stream type. */
async function streamsOf(bytes: Buffer): Promise<{ format: string; video?: string; audio?: string; seconds: number }> {
  const file = path.join(workDir, `probe-${Date.now()}-${Math.random()}`);
  fs.writeFileSync(file, bytes);
  const { stdout } = await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file]);
  const facts = JSON.parse(stdout) as { format: { format_name: string; duration: string }; streams: { codec_type: string; codec_name: string }[] };
  return {
    format: facts.format.format_name,
    video: facts.streams.find((stream) => stream.codec_type === 'video')?.codec_name,
    audio: facts.streams.find((stream) => stream.codec_type === 'audio')?.codec_name,
    seconds: Number(facts.format.duration),
  };
}

async function conversionJobs(): Promise<{ status: string; payload: { mediaId: string }; last_error: string | null }[]> {
  return (await tk.kernel.knex('jobs').where({ kind: VIDEO_CONVERSION_JOB }).select('status', 'payload', 'last_error')) as never;
}

async function listed(id: string) {
  const answer = await teacher.get(`files/${courseId}/`);
  return (answer.body.files as (Record<string, unknown> & { _id: string; url: string })[]).find((file) => file._id === id)!;
}

beforeAll(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-video-media-'));
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-video-test-'));
  tk = await createTestKernel({ config: { mediaDir } });
  const instructor = await tk.createUser('instructor');
  const student = await tk.createUser('student');
  courseId = (await tk.createCourse({ instructor, students: [student] })).courseId;
  teacher = await tk.loginAs(instructor);
  learner = await tk.loginAs(student);
});

afterAll(async () => {
  await tk?.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('converting uploaded video to a web format (issue 19 item 7)', () => {
  it('answers the upload as converting, then serves a playable MP4 kept beside the upload', async () => {
    const mov = await madeVideo('lecture.mov', ['-c:v', 'mpeg4', '-c:a', 'pcm_s16le']);
    const answer = await teacher.upload(`files/${courseId}/upload/`, uploadForm(mov, 'lecture.mov', 'Lecture'));
    expect(answer.status).toBe(201);
    const uploaded = answer.body.data;
    expect(uploaded).toMatchObject({ extension: 'mov', type: 'video', converting: true, conversion_error: null });
    expect((await conversionJobs()).map((job) => job.payload.mediaId)).toContain(uploaded._id);

    await tk.drainJobs();
    const converted = await listed(uploaded._id);
    expect(converted).toMatchObject({ converting: false, conversion_error: null, name: 'lecture.mp4', extension: 'mp4', mimetype: 'video/mp4', display_name: 'Lecture' });
    // The old address (it names the upload) serves the MP4 too: the file's id decides.
    for (const url of [converted.url, uploaded.url]) {
      const served = await learner.download(url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('video/mp4');
      expect(await streamsOf(served.bytes)).toMatchObject({ format: expect.stringContaining('mp4'), video: 'h264', audio: 'aac', seconds: expect.closeTo(1, 0) });
    }
    expect(converted.size).toBe((await learner.download(converted.url)).bytes.length);
    // The upload is kept beside it and counts toward the quotas.
    const stored = fs.readdirSync(path.join(mediaDir, courseId, uploaded._id), { recursive: true }).map(String).sort();
    expect(stored).toEqual(['lecture.mov', 'web', path.join('web', 'lecture.mp4')]);
    const quota = (await teacher.get(`upload_quota/${courseId}/`)).body;
    expect(quota.course.used_bytes).toBe(mov.length + (converted.size as number));

    expect((await teacher.delete(`media/files/${courseId}/${uploaded._id}/`)).status).toBe(200);
    expect(fs.readdirSync(mediaDir, { recursive: true }).map(String).filter((entry) => entry.includes('lecture.m'))).toEqual([]);
  });

  it('converts WebM from a browser recording, and answers a student’s own upload as converting too', async () => {
    const webm = await madeVideo('feedback.webm', ['-c:v', 'libvpx', '-b:v', '200k', '-c:a', 'libvorbis']);
    const answer = await learner.upload(`submissions/${courseId}/upload/`, uploadForm(webm, 'feedback.webm'));
    expect(answer.body.data).toMatchObject({ library: 'submissions', converting: true });
    await tk.drainJobs();
    const file = (await tk.kernel.knex('media_files').where({ id: answer.body.data._id }).first()) as { conversion_state: string | null; name: string };
    expect(file).toMatchObject({ conversion_state: null, name: 'feedback.mp4' });
    expect(await streamsOf((await learner.download(answer.body.data.url)).bytes)).toMatchObject({ video: 'h264', audio: 'aac' });
  });

  it('leaves an MP4 already fit for the web as it was uploaded', async () => {
    const mp4 = await madeVideo('ready.mp4', ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-movflags', '+faststart']);
    const answer = await teacher.upload(`files/${courseId}/upload/`, uploadForm(mp4, 'ready.mp4'));
    expect(answer.body.data.converting).toBe(true);
    await tk.drainJobs();
    const file = await listed(answer.body.data._id);
    expect(file).toMatchObject({ converting: false, conversion_error: null, name: 'ready.mp4', sha256: answer.body.data.sha256, size: mp4.length });
    expect(fs.readdirSync(path.join(mediaDir, courseId, answer.body.data._id))).toEqual(['ready.mp4']);
  });

  it('marks a file ffmpeg cannot read failed, with the reason, and keeps serving the upload', async () => {
    const answer = await teacher.upload(`files/${courseId}/upload/`, uploadForm(MP4, 'broken.mov'));
    expect(answer.body.data.converting).toBe(true);
    await tk.drainJobs();
    const file = await listed(answer.body.data._id);
    expect(file.converting).toBe(false);
    expect(file.conversion_error).toMatch(/^The video could not be converted to a web format \(ffprobe could not read the file.*\)\. The uploaded file is served as it is\.$/s);
    expect((await learner.download(file.url)).bytes.equals(MP4)).toBe(true);
    const job = (await conversionJobs()).find((entry) => entry.payload.mediaId === file._id);
    expect(job).toMatchObject({ status: 'failed', last_error: expect.stringContaining('ffprobe could not read the file') });
  });

  it('leaves other files alone', async () => {
    const before = (await conversionJobs()).length;
    const answer = await teacher.upload(`files/${courseId}/upload/`, uploadForm(Buffer.from('notes'), 'notes.txt'));
    expect(answer.body.data).toMatchObject({ converting: false, conversion_error: null });
    expect(await conversionJobs()).toHaveLength(before);
  });
});

describe('the conversion job and the queue', () => {
  it('queues nothing when the upload’s transaction rolls back', async () => {
    const conversion = tk.kernel.resolve(mediaRefs.videoConversion);
    const before = (await conversionJobs()).length;
    await expect(
      tk.kernel.knex.transaction(async (trx) => {
        await conversion.enqueue('6d00000000000000000000aa', trx);
        throw new Error('the upload failed');
      }),
    ).rejects.toThrow('the upload failed');
    expect(await conversionJobs()).toHaveLength(before);
  });

  /** A library file holding `bytes`, marked converting as an upload leaves it. */
  async function convertingFile(name: string, bytes: Buffer): Promise<{ id: string; url: string }> {
    const file = await tk.libraryFile(courseId, { name });
    const { id } = file;
    await tk.kernel.resolve(mediaRefs.store).put(`test/${id}`, Readable.from([bytes]));
    await tk.kernel.knex('media_files').where({ id }).update({ conversion_state: 'converting', extension: 'mov', size: bytes.length });
    return file;
  }

  it('keeps a file converting while ffmpeg may still succeed, and marks it failed after the last try', async () => {
    const knex = tk.kernel.knex;
    const failing: FfmpegTools = {
      available: async () => true,
      probe: async () => ({ formatName: 'mov,mp4,m4a,3gp,3g2,mj2', video: { codec: 'mpeg4', pixelFormat: 'yuv420p' }, audio: null }),
      convert: async () => {
        throw new FfmpegFailure('ffmpeg stopped with exit code 1: out of memory', false);
      },
    };
    const conversion = new VideoConversion(knex, tk.kernel.resolve(mediaRefs.store), tk.kernel.resolve(jobRefs.jobs), failing);
    const { id, url } = await convertingFile('retry.mov', MP4);

    await expect(conversion.run(id, { attempts: 1, max_attempts: 3 })).rejects.toThrow('out of memory');
    expect(await knex('media_files').where({ id }).first()).toMatchObject({ conversion_state: 'converting', conversion_error: null });
    // Meanwhile the upload is listed as converting and served as it is: the work goes on.
    expect(await listed(id)).toMatchObject({ converting: true });
    expect((await learner.download(url)).bytes.equals(MP4)).toBe(true);
    await expect(conversion.run(id, { attempts: 3, max_attempts: 3 })).rejects.toThrow('out of memory');
    expect(await knex('media_files').where({ id }).first()).toMatchObject({
      conversion_state: 'failed',
      conversion_error: 'The video could not be converted to a web format (ffmpeg stopped with exit code 1: out of memory). The uploaded file is served as it is.',
    });
  });

  it('keeps no MP4 of a file deleted while it was being converted', async () => {
    const knex = tk.kernel.knex;
    const { id } = await convertingFile('gone.mov', MP4);
    const deleting: FfmpegTools = {
      available: async () => true,
      probe: async () => ({ formatName: 'mov,mp4,m4a,3gp,3g2,mj2', video: { codec: 'mpeg4', pixelFormat: 'yuv420p' }, audio: null }),
      convert: async (args) => {
        fs.writeFileSync(args[args.length - 1]!, MP4);
        await tk.kernel.resolve(mediaRefs.library).remove(courseId, 'files', id);
      },
    };
    const conversion = new VideoConversion(knex, tk.kernel.resolve(mediaRefs.store), tk.kernel.resolve(jobRefs.jobs), deleting);
    await conversion.run(id, { attempts: 1, max_attempts: 3 });
    expect(await knex('media_files').where({ id }).first()).toBeUndefined();
    const folder = path.join(mediaDir, courseId, id);
    const left = fs.existsSync(folder) ? fs.readdirSync(folder, { recursive: true }).map(String).filter((entry) => fs.statSync(path.join(folder, entry)).isFile()) : [];
    expect(left).toEqual([]);
    await expect(tk.kernel.resolve(mediaRefs.store).size(`${courseId}/${id}/web/gone.mp4`)).rejects.toThrow();
  });

  it('stops ffmpeg at the time limit and gives up at once: another try would take as long', async () => {
    const knex = tk.kernel.knex;
    const conversion = new VideoConversion(knex, tk.kernel.resolve(mediaRefs.store), tk.kernel.resolve(jobRefs.jobs), systemFfmpeg, 1);
    const { id } = await convertingFile('slow.mov', await madeVideo('slow.mov', ['-c:v', 'mpeg4', '-c:a', 'pcm_s16le']));
    await expect(conversion.run(id, { attempts: 1, max_attempts: 3 })).rejects.toBeInstanceOf(PermanentJobError);
    expect(await knex('media_files').where({ id }).first()).toMatchObject({
      conversion_state: 'failed',
      conversion_error: 'The video could not be converted to a web format (the conversion took longer than 0 s). The uploaded file is served as it is.',
      storage_key: `test/${id}`,
    });
  });
});

describe('a server without ffmpeg', () => {
  const noFfmpeg: FfmpegTools = {
    available: async () => false,
    probe: () => Promise.reject(new Error('ffprobe is not installed')),
    convert: () => Promise.reject(new Error('ffmpeg is not installed')),
  };

  it('says so once at start-up and runs no conversion; with ffmpeg the job is registered', async () => {
    const kernel = tk.kernel;
    const worker = { register: vi.fn() } as unknown as JobWorker;
    const logger = { warn: vi.fn() } as unknown as Logger;
    const absent = new VideoConversion(kernel.knex, kernel.resolve(mediaRefs.store), kernel.resolve(jobRefs.jobs), noFfmpeg);
    await startVideoConversion(worker, absent, kernel.registry.validator, logger);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledWith(NO_FFMPEG_WARNING);
    expect(worker.register).not.toHaveBeenCalled();

    const present = new VideoConversion(kernel.knex, kernel.resolve(mediaRefs.store), kernel.resolve(jobRefs.jobs), systemFfmpeg);
    await startVideoConversion(worker, present, kernel.registry.validator, logger);
    expect(worker.register).toHaveBeenCalledWith(VIDEO_CONVERSION_JOB, expect.any(Function));
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it('keeps an uploaded video as it was uploaded: not converting, no job', async () => {
    const kernel = tk.kernel;
    const conversion = new VideoConversion(kernel.knex, kernel.resolve(mediaRefs.store), kernel.resolve(jobRefs.jobs), noFfmpeg);
    const library = new MediaLibrary(kernel.knex, kernel.resolve(coreServices.clock), kernel.resolve(coreServices.ids), kernel.resolve(mediaRefs.store), kernel.resolve(mediaRefs.quota), conversion);
    const before = (await conversionJobs()).length;
    const owner = await tk.createUser('instructor');
    const file = await library.upload(courseId, 'files', { fileName: 'plain.mov', body: Readable.from([MP4]) }, owner.id);
    expect(file).toMatchObject({ extension: 'mov', converting: false, conversion_error: null });
    expect(await conversionJobs()).toHaveLength(before);
  });
});
