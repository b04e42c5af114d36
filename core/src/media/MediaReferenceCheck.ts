import type { Knex } from 'knex';
import type { SessionUser } from '@lms/contract/user.ts';
import type { FieldError } from '@lms/contract/errors/LmsError.ts';
import type { PermissionService } from '../permissions/PermissionService.ts';
import { mediaReferenceKey, mediaReferences } from './mediaReferences.ts';

export const MEDIA_NOT_YOURS = 'This file is not in a library you may use.';

/**
 * Issue 14 "object rights inside payloads" for library files: a saved payload
 * (a component's config, course settings) may name a file only if the author
 * could read it directly: the file exists (in the course its address names),
 * and the author may view its course (not held). What the stored payload
 * already named stays (a copied component keeps its origin's files).
 */
export class MediaReferenceCheck {
  constructor(
    private readonly db: Knex,
    private readonly permissions: PermissionService,
  ) {}

  /** Field errors (JSON pointers under `prefix`) for the files of `payload` the author may not use. */
  async errors(author: SessionUser, payload: unknown, previous: unknown, prefix: string): Promise<FieldError[]> {
    const kept = new Set(mediaReferences(previous).map(mediaReferenceKey));
    const added = mediaReferences(payload, prefix).filter((reference) => !kept.has(mediaReferenceKey(reference)));
    if (!added.length) return [];
    const rows = (await this.db('media_files')
      .whereIn('id', [...new Set(added.map((reference) => reference.mediaId))])
      .select('id', 'course_id')) as { id: string; course_id: string }[];
    const courseOf = new Map(rows.map((row) => [row.id, row.course_id]));
    const readable = new Map<string, Promise<boolean>>();
    const mayRead = (courseId: string) => {
      if (!readable.has(courseId)) readable.set(courseId, this.permissions.courseAccess(author, courseId).then((access) => access !== null && !access.hold));
      return readable.get(courseId)!;
    };
    const errors: FieldError[] = [];
    for (const reference of added) {
      const course = courseOf.get(reference.mediaId);
      const named = reference.courseId ?? course;
      if (!course || course !== named || !(await mayRead(course))) errors.push({ field: reference.field, message: MEDIA_NOT_YOURS });
    }
    return errors;
  }
}
