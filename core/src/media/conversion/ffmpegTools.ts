import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import type { VideoProbe } from './webVideo.ts';

const run = promisify(execFile);

/** How long ffprobe may read a file's header. */
const PROBE_TIME_LIMIT_MS = 30_000;
/** What of ffmpeg's error output a failure keeps (its last lines say why). */
const ERROR_TAIL = 600;

/** A conversion ffmpeg could not finish: `reason` is what ffmpeg said, or that it ran out of time. */
export class FfmpegFailure extends Error {
  constructor(
    readonly reason: string,
    /** Trying again cannot help (the time limit, a file ffmpeg cannot read). */
    readonly permanent: boolean,
  ) {
    super(reason);
    this.name = 'FfmpegFailure';
  }
}

/** The programs the conversion runs (Debian's ffmpeg package; scripts/ensure-ffmpeg.sh installs it). */
export interface FfmpegTools {
  /** Whether ffmpeg and ffprobe run here. */
  available(): Promise<boolean>;
  probe(file: string): Promise<VideoProbe>;
  /** Runs ffmpeg with `args` at low priority, killed past `timeLimitMs`. */
  convert(args: string[], timeLimitMs: number): Promise<void>;
}

let availability: Promise<boolean> | null = null;

/** Asked once per process: the programs do not come and go while it runs. */
function ffmpegAvailable(): Promise<boolean> {
  availability ??= Promise.all([run('ffmpeg', ['-version']), run('ffprobe', ['-version'])]).then(
    () => true,
    () => false,
  );
  return availability;
}

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  pix_fmt?: string;
}

async function probe(file: string): Promise<VideoProbe> {
  let output: string;
  try {
    ({ stdout: output } = await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], { timeout: PROBE_TIME_LIMIT_MS, maxBuffer: 4 * 1024 * 1024 }));
  } catch (error) {
    const said = (error as { stderr?: string }).stderr?.trim();
    throw new FfmpegFailure(`ffprobe could not read the file${said ? `: ${said.slice(-ERROR_TAIL)}` : ''}`, true);
  }
  const facts = JSON.parse(output) as { format?: { format_name?: string }; streams?: ProbeStream[] };
  const streams = facts.streams ?? [];
  const video = streams.find((stream) => stream.codec_type === 'video');
  const audio = streams.find((stream) => stream.codec_type === 'audio');
  return {
    formatName: facts.format?.format_name ?? '',
    video: video ? { codec: video.codec_name ?? '', pixelFormat: video.pix_fmt ?? '' } : null,
    audio: audio ? { codec: audio.codec_name ?? '' } : null,
  };
}

/** A child process, never a shell; `nice` so the site's requests come first; its output read as it comes, so nothing waits on a full pipe. */
function convert(args: string[], timeLimitMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('nice', ['-n', '10', 'ffmpeg', ...args], { stdio: ['ignore', 'ignore', 'pipe'], timeout: timeLimitMs, killSignal: 'SIGKILL' });
    let said = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      said = (said + chunk).slice(-ERROR_TAIL);
    });
    child.on('error', (error) => reject(new FfmpegFailure(`ffmpeg could not start: ${error.message}`, false)));
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else if (signal === 'SIGKILL') reject(new FfmpegFailure(`the conversion took longer than ${Math.round(timeLimitMs / 1000)} s`, true));
      else reject(new FfmpegFailure(`ffmpeg stopped with exit code ${code}${said.trim() ? `: ${said.trim()}` : ''}`, false));
    });
  });
}

/** ffmpeg and ffprobe as found on the PATH. */
export const systemFfmpeg: FfmpegTools = { available: ffmpegAvailable, probe, convert };
