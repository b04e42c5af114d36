/** The charset a byte-order mark announces; it wins over any declaration (HTML encoding sniffing). */
function bomCharset(body: Buffer): string | null {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8';
  if (body[0] === 0xfe && body[1] === 0xff) return 'utf-16be';
  if (body[0] === 0xff && body[1] === 0xfe) return 'utf-16le';
  return null;
}

/** `<meta charset=...>` or `<meta http-equiv=Content-Type content="...; charset=...">` in the first 1024 bytes. */
function metaCharset(body: Buffer): string | null {
  const head = body.subarray(0, 1024).toString('latin1');
  return /<meta[^>]*?charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head)?.[1] ?? null;
}

function decoderFor(label: string): TextDecoder {
  try {
    return new TextDecoder(label);
  } catch {
    return new TextDecoder('utf-8');
  }
}

/** A web page's text: by its byte-order mark, else the charset the server declared, else its meta tag, else UTF-8. */
export function decodeHtml(body: Buffer, declaredCharset: string | null): string {
  return decoderFor(bomCharset(body) ?? declaredCharset ?? metaCharset(body) ?? 'utf-8').decode(body);
}
