import { isAcceptedLinkUrl } from './linkUrl.ts';

/** Whether an image may load from `url`: http(s) or a relative URL, the sources the server keeps on an image. */
export function isAcceptedImageUrl(url: string): boolean {
  return url !== '' && isAcceptedLinkUrl(url) && !/^mailto:/i.test(url);
}
