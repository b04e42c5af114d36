/** The course library's video files the browser can play (and stop at a second). */
export const LIBRARY_VIDEO_EXTENSIONS = ['mp4', 'm4v', 'mov', 'webm', 'ogg'] as const;

const VIDEO_FILE = /\.(mp4|m4v|mov|webm|ogg|ogv)$/i;
const LIBRARY_FILE = /^\/server\/media\/[0-9a-f]{24}\/([0-9a-f]{24})\//;

/** The library file an address names, if it is one of the course's media. */
export function libraryFileId(address: string): string | undefined {
  return LIBRARY_FILE.exec(address)?.[1];
}

/**
 * Whether an address can be played by the page's own video element, which
 * alone can stop at a given second: a library file, or an http(s) address of
 * a video file (a YouTube or Vimeo page cannot).
 */
export function isPlayableVideoAddress(address: string): boolean {
  if (libraryFileId(address) !== undefined) return true;
  try {
    const url = new URL(address);
    return (url.protocol === 'https:' || url.protocol === 'http:') && VIDEO_FILE.test(url.pathname);
  } catch {
    return false;
  }
}

/** Seconds as a player shows them: m:ss, or h:mm:ss from an hour on. */
export function clockTime(seconds: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}
