/** Media a package may bring, by extension: what a browser shows in an item without a plugin. */
const MEDIA_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
};

/** Leading bytes of the kinds whose signature is short and certain: a file must be what its name says. */
const SIGNATURES: Record<string, number[][]> = {
  'image/png': [[0x89, 0x50, 0x4e, 0x47]],
  'image/jpeg': [[0xff, 0xd8, 0xff]],
  'image/gif': [[0x47, 0x49, 0x46, 0x38]],
  'application/pdf': [[0x25, 0x50, 0x44, 0x46]],
};

const extension = (path: string) => path.slice(path.lastIndexOf('.') + 1).toLowerCase();

/** The media type of a package file, or why it is not imported. */
export function mediaType(path: string, bytes: Uint8Array): { mimetype: string } | { refused: string } {
  const ext = extension(path);
  if (ext === 'svg') return { refused: 'SVG images are not imported (they can carry scripts); use PNG or JPEG.' };
  const mimetype = MEDIA_TYPES[ext];
  if (!mimetype) return { refused: `Files of type .${ext} are not imported (images, audio, video and PDF are).` };
  const signatures = SIGNATURES[mimetype];
  if (signatures && !signatures.some((signature) => signature.every((byte, index) => bytes[index] === byte))) {
    return { refused: `The file is not the ${mimetype} its name says.` };
  }
  return { mimetype };
}
