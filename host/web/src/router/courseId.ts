/** Ids are 24 lowercase hex characters; a first segment that is not one is not a course (DESIGN §6). */
export function isObjectId(value: string | undefined): value is string {
  return value !== undefined && /^[0-9a-f]{24}$/.test(value);
}

/** The parameter a route's first path segment fills, e.g. "courseId" for "/:courseId/:lessonId". */
export function leadingParam(path: string): string | undefined {
  return /^\/:([A-Za-z]+)/.exec(path)?.[1];
}
