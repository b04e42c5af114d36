import { LmsError } from '@lms/contract/errors/LmsError.ts';

/*
 * What fetching a URL for a user can answer. The messages are the spec's for a
 * file "From a URL" (part 1 §5). The request itself was well formed, so the
 * problems with what the URL points to are 422; a site that does not answer
 * properly is 502.
 */

/** Not an http(s) URL, a host that does not resolve, or one that is not on the public internet. */
export const invalidUrl = () => new LmsError('invalid-url', 'URL is invalid.', { status: 422 });

export const fileTooLarge = () => new LmsError('file-too-large', 'File too large.', { status: 422 });

export const invalidMimetype = () => new LmsError('invalid-mimetype', 'File type not allowed.', { status: 422 });

/** Connection refused or reset, a TLS failure, a timeout, an error status, too many redirects. */
export const urlUnreachable = () => new LmsError('url-unreachable', 'We could not load this URL.', { status: 502 });
