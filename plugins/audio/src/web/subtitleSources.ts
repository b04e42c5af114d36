/** Whether a subtitle entry is timed WebVTT a <track> can play (the others are plain transcripts, only read). */
export function isTimedSubtitle(url: string): boolean {
  return url.startsWith('data:text/vtt;') || /\.vtt(?:[?#]|$)/i.test(url);
}
