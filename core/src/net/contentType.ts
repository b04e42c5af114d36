/** A Content-Type header's media type (lowercase, no parameters) and charset, if any. */
export interface ContentType {
  essence: string;
  charset: string | null;
}

export function parseContentType(header: string | undefined): ContentType {
  const [type = '', ...parameters] = (header ?? '').split(';');
  let charset: string | null = null;
  for (const parameter of parameters) {
    const match = /^\s*charset\s*=\s*"?([^";\s]+)"?\s*$/i.exec(parameter);
    if (match) charset = match[1]!.toLowerCase();
  }
  return { essence: type.trim().toLowerCase(), charset };
}
