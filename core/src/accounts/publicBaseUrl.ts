/**
 * The base of absolute links in emails: the configured public URL, else the
 * origin the request was addressed to. Production sets LMS_PUBLIC_URL, as a
 * request's Host header is the client's to choose (docs/operations.md).
 */
export function publicBaseUrl(publicUrl: string | null | undefined, requestOrigin: string): string {
  return (publicUrl || requestOrigin).replace(/\/+$/, '');
}
