/**
 * The links the video component recognises, as regular-expression sources
 * without anchors. The recogniser and the config schema's `pattern` are both
 * built from these, so what saves is exactly what plays.
 *
 * JSON Schema patterns take no flags, so letter case is spelled out where
 * people write it freely (file extensions); hosts are written as browsers show them.
 */

/** Part 1 §5 "Video link recognition": direct video files. */
export const VIDEO_FILE_EXTENSIONS = ['mp4', 'mpg', 'mov', 'm4v', 'ogg', 'ogv', 'mpeg', 'm3u8', 'webm'] as const;

/** Part 1 §9: the video files a course's file library takes; ogv, mpeg and m3u8 play only from a link. */
export const LIBRARY_VIDEO_EXTENSIONS = ['mp4', 'mpg', 'mov', 'm4v', 'ogg', 'webm'] as const;

/** An alternation matching any of `extensions` in any letter case. */
export function extensionAlternation(extensions: readonly string[]): string {
  return `(?:${extensions.map((extension) => extension.replace(/[a-z]/g, (letter) => `[${letter}${letter.toUpperCase()}]`)).join('|')})`;
}

const TAIL = String.raw`(?:[?#]\S*)?`;
const YOUTUBE_ID = String.raw`([\w-]{11})`;
const ISRC = String.raw`([A-Za-z]{2}[A-Za-z\d]{3}\d{7})`;

export const VIDEO_LINK_PATTERNS = {
  /** youtube.com/watch?v=ID, with other parameters before or after. */
  youtubeWatch: String.raw`https?://(?:www\.|m\.)?youtube\.com/watch\?(?:\S*?&)?v=${YOUTUBE_ID}(?:[&#]\S*)?`,
  /** youtube.com/embed/ID, /shorts/ID, /live/ID, /v/ID, and the privacy-enhanced youtube-nocookie.com/embed/ID. */
  youtubePath: String.raw`https?://(?:www\.|m\.)?youtube(?:-nocookie)?\.com/(?:embed|shorts|live|v)/${YOUTUBE_ID}/?${TAIL}`,
  /** youtu.be/ID, the short form. */
  youtubeShort: String.raw`https?://youtu\.be/${YOUTUBE_ID}/?${TAIL}`,
  /** vimeo.com/ID, vimeo.com/ID/HASH (unlisted), and channel, group and showcase pages. */
  vimeoPage: String.raw`https?://(?:www\.)?vimeo\.com/(?:channels/[\w-]+/|groups/[\w-]+/videos/|showcase/\d+/video/)?(\d+)(?:/([\da-f]{6,}))?/?${TAIL}`,
  /** player.vimeo.com/video/ID (the embed address). */
  vimeoPlayer: String.raw`https?://player\.vimeo\.com/video/(\d+)/?${TAIL}`,
  /** vevo.com/watch/[artist/[title/]]ISRC. */
  vevoWatch: String.raw`https?://(?:www\.)?vevo\.com/watch/(?:[\w%-]+/){0,2}${ISRC}/?${TAIL}`,
  /** embed.vevo.com/?isrc=ISRC (also the older video=ISRC). */
  vevoEmbed: String.raw`https?://embed\.vevo\.com/?\?(?:\S*?&)?(?:isrc|video)=${ISRC}(?:[&#]\S*)?`,
  /** A video file on another site: https only, as the host's content policy loads media from https sources. */
  videoFile: String.raw`https://[^\s/?#@]+/[^\s?#]*\.(${extensionAlternation(VIDEO_FILE_EXTENSIONS)})${TAIL}`,
  /** A file of this site's media library (the uploads), e.g. /server/media/files/.../lecture.mp4. */
  sameSiteMedia: String.raw`/server/media/(?![^?#]*\.\.)[\w.~%/-]+${TAIL}`,
} as const;

export type VideoLinkForm = keyof typeof VIDEO_LINK_PATTERNS;

/** The config schema's `pattern` for `url`: empty (no video chosen yet) or one of the forms above. */
export const VIDEO_URL_PATTERN = `^(?:|${Object.values(VIDEO_LINK_PATTERNS).join('|')})$`;

/** The longest address accepted; links and file addresses are far shorter. */
export const MAX_VIDEO_URL_LENGTH = 2048;
