import { describe, expect, it } from 'vitest';
import { isWebReady, webVideoArguments, type VideoProbe } from '../../src/media/conversion/webVideo.ts';

const MP4_FORMAT = 'mov,mp4,m4a,3gp,3g2,mj2';
const probe = (video: VideoProbe['video'], audio: VideoProbe['audio'], formatName = MP4_FORMAT): VideoProbe => ({ formatName, video, audio });
const H264 = { codec: 'h264', pixelFormat: 'yuv420p' };

describe('which uploads are already fit for the web', () => {
  it('serves an .mp4 of 8-bit H.264 with AAC or no sound as it is', () => {
    expect(isWebReady(probe(H264, { codec: 'aac' }), 'mp4')).toBe(true);
    expect(isWebReady(probe(H264, null), 'mp4')).toBe(true);
  });

  it('converts other codecs, other containers and 10-bit pictures, whatever the name says', () => {
    expect(isWebReady(probe({ codec: 'hevc', pixelFormat: 'yuv420p' }, { codec: 'aac' }), 'mp4')).toBe(false);
    expect(isWebReady(probe({ codec: 'h264', pixelFormat: 'yuv420p10le' }, null), 'mp4')).toBe(false);
    expect(isWebReady(probe(H264, { codec: 'pcm_s16le' }), 'mp4')).toBe(false);
    // Same codecs, but a QuickTime or M4V file: re-packed into an .mp4.
    expect(isWebReady(probe(H264, { codec: 'aac' }), 'mov')).toBe(false);
    expect(isWebReady(probe(H264, { codec: 'aac' }), 'm4v')).toBe(false);
    expect(isWebReady(probe({ codec: 'vp9', pixelFormat: 'yuv420p' }, { codec: 'opus' }, 'matroska,webm'), 'mp4')).toBe(false);
  });
});

describe("ffmpeg's argument list", () => {
  it('re-encodes to H.264/AAC, at most 1920 wide and even-sized, index first', () => {
    expect(webVideoArguments('/tmp/in.webm', '/tmp/out.mp4', probe({ codec: 'vp9', pixelFormat: 'yuv420p' }, { codec: 'opus' }, 'matroska,webm'))).toEqual([
      '-hide_banner', '-nostdin', '-loglevel', 'error', '-y',
      '-i', '/tmp/in.webm',
      '-map', '0:v:0', '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p', '-vf', "scale=w='min(1920,trunc(iw/2)*2)':h=-2",
      '-map', '0:a:0', '-c:a', 'aac', '-b:a', '128k',
      '-sn', '-dn', '-movflags', '+faststart', '-f', 'mp4', '/tmp/out.mp4',
    ]);
  });

  it('copies streams already fit for the web, and maps no sound when there is none', () => {
    const args = webVideoArguments('/tmp/in.mov', '/tmp/out.mp4', probe(H264, null));
    expect(args).toEqual(['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-i', '/tmp/in.mov', '-map', '0:v:0', '-c:v', 'copy', '-sn', '-dn', '-movflags', '+faststart', '-f', 'mp4', '/tmp/out.mp4']);
    expect(webVideoArguments('/tmp/in.mov', '/tmp/out.mp4', probe({ codec: 'mpeg4', pixelFormat: 'yuv420p' }, { codec: 'aac' }))).toEqual(expect.arrayContaining(['-c:a', 'copy']));
  });

  it('passes a file name as one argument, never through a shell', () => {
    const args = webVideoArguments('/tmp/a b; rm -rf x.mov', '/tmp/out.mp4', probe(H264, null));
    expect(args[args.indexOf('-i') + 1]).toBe('/tmp/a b; rm -rf x.mov');
  });
});
