import type { Knex } from 'knex';
import type { MediaFileReader } from '@lms/contract/services.ts';
import { mediaUrl, type MediaRow } from './mediaRows.ts';

/** `coreServices.mediaFiles`: one query for any number of a course's files. */
export function mediaFileReader(db: Knex): MediaFileReader {
  return {
    async files(courseId, ids, trx = db) {
      if (ids.length === 0) return [];
      const rows = (await trx('media_files')
        .where({ course_id: courseId })
        .whereIn('id', [...new Set(ids)])
        .select('id', 'course_id', 'name', 'display_name', 'mimetype', 'thumbnail_key')) as Pick<MediaRow, 'id' | 'course_id' | 'name' | 'display_name' | 'mimetype' | 'thumbnail_key'>[];
      return rows.map((row) => ({
        id: row.id,
        courseId: row.course_id,
        name: row.name,
        displayName: row.display_name,
        mimetype: row.mimetype,
        url: mediaUrl(row),
        thumbnailUrl: row.thumbnail_key ? `/server/media/${row.course_id}/${row.id}/~thumbnail` : null,
      }));
    },
  };
}
