import type { Knex } from 'knex';
import { DEFAULT_UPLOAD_QUOTAS, type KernelConfig } from '../config/KernelConfig.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import type { QuotaUse, UploadQuotaView } from '@lms/contract/apiTypes.ts';
import { sizeText } from '@lms/contract/rules/sizeText.ts';


function remainingOf(use: QuotaUse): number {
  return use.quota_bytes === null ? Number.POSITIVE_INFINITY : Math.max(0, use.quota_bytes - use.used_bytes);
}

/**
 * Per-user and per-course upload quotas (issue 14; LMS_UPLOAD_QUOTA_USER_MB,
 * LMS_UPLOAD_QUOTA_COURSE_MB): the bytes of the media files a user uploaded
 * (every course), and of a course's files (every uploader).
 */
export class UploadQuota {
  constructor(
    private readonly db: Knex,
    private readonly config: KernelConfig,
  ) {}

  async view(userId: string, courseId: string): Promise<UploadQuotaView> {
    const quotas = this.config.uploadQuotas ?? DEFAULT_UPLOAD_QUOTAS;
    const [used] = (await this.db('media_files')
      .select(
        // A converted video's upload is kept beside it (original_size) and counts too.
        this.db.raw('coalesce(sum(size + coalesce(original_size, 0)) filter (where owned_by = ?), 0)::bigint as user_bytes', [userId]),
        this.db.raw('coalesce(sum(size + coalesce(original_size, 0)) filter (where course_id = ?), 0)::bigint as course_bytes', [courseId]),
      )
      .where({ owned_by: userId })
      .orWhere({ course_id: courseId })) as { user_bytes: string | number; course_bytes: string | number }[];
    const user = { used_bytes: Number(used?.user_bytes ?? 0), quota_bytes: quotas.perUserBytes || null };
    const course = { used_bytes: Number(used?.course_bytes ?? 0), quota_bytes: quotas.perCourseBytes || null };
    const remaining = Math.min(remainingOf(user), remainingOf(course));
    return { user, course, remaining_bytes: Number.isFinite(remaining) ? remaining : null };
  }

  /** The refusal of a file that does not fit: which quota, and how much of it is used. */
  refusal(view: UploadQuotaView): LmsError {
    const userFull = remainingOf(view.user) <= remainingOf(view.course);
    const use = userFull ? view.user : view.course;
    const whose = userFull ? 'your upload quota: you have used' : "this course's upload quota: it has used";
    return new LmsError('quota-exceeded', `This file does not fit in ${whose} ${sizeText(use.used_bytes)} of ${sizeText(use.quota_bytes ?? 0)}.`);
  }
}
