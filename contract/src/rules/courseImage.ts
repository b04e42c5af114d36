/** Part 1 §9 and part 2 §9: a course image file is at most 5,242,880 bytes, its width at most 5.7 times its height. */
export const COURSE_IMAGE_MAX_BYTES = 5_242_880;
export const IMAGE_RATIO_LIMIT = 5.7;

/** The uploader's message for a course image that breaks a rule, or null. */
export function courseImageProblem(image: { bytes: number; width: number; height: number }): string | null {
  if (image.bytes > COURSE_IMAGE_MAX_BYTES) return 'File too large.';
  if (image.height <= 0 || image.width / image.height > IMAGE_RATIO_LIMIT) return 'Invalid image ratio.';
  return null;
}
