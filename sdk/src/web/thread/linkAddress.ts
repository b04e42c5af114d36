/** Browsers drop tabs and newlines inside URLs ("java\nscript:"); no link a person types needs them. */
const UNSAFE = /[\u0000-\u001f\u007f\\]/;

/** Whether a post may link to `url`: http(s) or mailto, what the server keeps. */
export function isPostLink(url: string): boolean {
  if (UNSAFE.test(url)) return false;
  if (/^mailto:[^@\s]+@[^@\s]+$/i.test(url)) return true;
  return /^https?:\/\/[^/?#\s]/i.test(url) && URL.canParse(url);
}

/** Whether a post may show the image at `url`: http(s) only. */
export function isPostImage(url: string): boolean {
  return !UNSAFE.test(url) && /^https?:\/\/[^/?#\s]/i.test(url) && URL.canParse(url);
}
