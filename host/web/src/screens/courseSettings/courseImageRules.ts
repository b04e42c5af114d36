import { COURSE_IMAGE_MAX_BYTES, IMAGE_RATIO_LIMIT } from '@lms/contract/rules';

/** Part 1 §9 / part 2 §5 Files: the course image limits (shared with the server) and the uploader's messages. */
export const COURSE_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
export const TYPE_NOT_ALLOWED = 'File type not allowed.';
export const INVALID_RATIO = 'Invalid image ratio.';

export const COURSE_IMAGE_HINT = `A jpg, jpeg, png, gif or webp image of at most ${COURSE_IMAGE_MAX_BYTES.toLocaleString('en-US')} bytes, no more than ${IMAGE_RATIO_LIMIT} times as wide as it is high.`;

/** An image URL whose file name has an extension outside the list (one without an extension is left to the server). */
export function imageUrlProblem(url: string): string | undefined {
  const path = url.trim().split(/[?#]/)[0] ?? '';
  const name = path.split('/').at(-1) ?? '';
  const dot = name.lastIndexOf('.');
  if (dot < 0) return undefined;
  const extension = name.slice(dot + 1).toLowerCase();
  return (COURSE_IMAGE_EXTENSIONS as readonly string[]).includes(extension) ? undefined : TYPE_NOT_ALLOWED;
}

/** The ratio rule, once the image's natural size is known. */
export function imageRatioProblem(width: number, height: number): string | undefined {
  if (width <= 0 || height <= 0) return undefined;
  return width / height > IMAGE_RATIO_LIMIT ? INVALID_RATIO : undefined;
}
