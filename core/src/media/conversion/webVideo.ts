/** What ffprobe tells of an uploaded video: its container and its first video and audio streams. */
export interface VideoProbe {
  /** ffprobe's format_name, e.g. 'mov,mp4,m4a,3gp,3g2,mj2' or 'matroska,webm'. */
  formatName: string;
  video: { codec: string; pixelFormat: string } | null;
  audio: { codec: string } | null;
}

/** Part 1 §9 video extensions: each upload of one is looked at by the conversion job (ffprobe decides, not the name). */
export const VIDEO_EXTENSIONS: readonly string[] = ['mp4', 'mpg', 'mov', 'm4v', 'ogg', 'webm'];

/** Every browser plays H.264 in 8-bit 4:2:0 with AAC sound (or none) in an MP4 file. */
const webVideoStream = (probe: VideoProbe) => probe.video?.codec === 'h264' && probe.video.pixelFormat === 'yuv420p';
const webAudioStream = (probe: VideoProbe) => probe.audio === null || probe.audio.codec === 'aac';

/** An upload served as it is: an .mp4 whose streams every browser plays. */
export function isWebReady(probe: VideoProbe, extension: string): boolean {
  return extension === 'mp4' && probe.formatName.split(',').includes('mp4') && webVideoStream(probe) && webAudioStream(probe);
}

/** At most 1080p wide, and even sizes (H.264 in 4:2:0 needs them); the height keeps the ratio. */
const SCALE = "scale=w='min(1920,trunc(iw/2)*2)':h=-2";

/**
 * ffmpeg's arguments (an argument list, never a shell line) making `output`
 * an MP4 with its index first, so players start before the end arrives:
 * streams already fit for the web are copied (a .mov from a phone is only
 * re-packed), others re-encoded to H.264/AAC.
 */
export function webVideoArguments(input: string, output: string, probe: VideoProbe): string[] {
  const video = webVideoStream(probe) ? ['-c:v', 'copy'] : ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p', '-vf', SCALE];
  const audio = probe.audio === null ? [] : ['-map', '0:a:0', ...(webAudioStream(probe) ? ['-c:a', 'copy'] : ['-c:a', 'aac', '-b:a', '128k'])];
  return ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-i', input, '-map', '0:v:0', ...video, ...audio, '-sn', '-dn', '-movflags', '+faststart', '-f', 'mp4', output];
}
