import sharp from 'sharp';

/** A real PNG of the given size. */
export function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7d6f' } }).png().toBuffer();
}

/** A small but well-formed PDF. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The start of an MP4 file (its ftyp box), then media data. */
export const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypmp42'),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('mp42isom'),
  Buffer.alloc(5000, 7),
]);

/** A multipart upload: the display name first, then the file. */
export function uploadForm(bytes: Buffer, fileName: string, displayName?: string): FormData {
  const form = new FormData();
  if (displayName !== undefined) form.append('name', displayName);
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  return form;
}
