import type { Knex } from 'knex';
import type { Clock } from '@lms/contract/services.ts';
import { LmsError, type FieldError } from '@lms/contract/errors/LmsError.ts';
import type { CourseRow } from './rows.ts';
import { courseDataMap, type ItemCourseData } from './visibility.ts';
import { COURSE_FLAGS, type CourseSettings, type CourseSettingsBody } from '@lms/contract/calls/learnerCalls.ts';
import { STORED_SETTINGS } from './storedSettings.ts';
import { slugTaken } from './courseSlug.ts';
import { applyEnrolmentLock } from '@lms/contract/rules/enrolmentLock.ts';

export const SETTINGS_SAVED = 'Course settings updated';
/** Part 2 §8 and part 3 §8: the save changed the course image alone. */
export const IMAGE_CHANGED = 'Image changed.';

/** What a settings save says: the image alone has its own message. */
export function settingsSavedMessage(body: object): string {
  return Object.keys(body).join() === 'image' ? IMAGE_CHANGED : SETTINGS_SAVED;
}
const DEFAULT_SCORE_CUT_OFF = 60;

const iso = (date: Date | null): string | null => (date ? new Date(date).toISOString() : null);

/** course_data is written per item, so two authors scheduling different items never undo each other. */
function mergedCourseData(current: Record<string, ItemCourseData>, changes: Record<string, ItemCourseData | null>): Record<string, ItemCourseData> {
  const merged = { ...current };
  for (const [id, entry] of Object.entries(changes)) {
    if (entry === null) delete merged[id];
    else merged[id] = entry;
  }
  return merged;
}

/** Course settings (part 2 §3 Course, §7 collection/courses and get_course_settings_info). */
export class CourseSettingsService {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
  ) {}

  /** Every setting with its default, the staff, the read-only payment settings and LTI keys. */
  async read(courseId: string, db: Knex = this.db): Promise<CourseSettings> {
    const course = (await db('courses').where({ id: courseId }).first()) as CourseRow | undefined;
    if (!course) throw new LmsError('not-found', 'Course not found.');
    const staff = (await db('course_staff as s')
      .join('users as u', 'u.id', 's.user_id')
      .where('s.course_id', courseId)
      .orderBy('s.user_id')
      .select('s.user_id', 's.role', 'u.email', 'u.firstname', 'u.lastname')) as { user_id: string; role: string; email: string; firstname: string; lastname: string }[];
    const s = course.settings;
    // The settings column holds what the body schema let through (and the payment flow's own fields).
    const settings = {
      _id: course.id,
      title: course.title,
      subtitle: course.subtitle,
      slug: course.slug,
      open_date: iso(course.open_date),
      startDate: iso(course.start_date),
      end_date: iso(course.end_date),
      archived: course.archived_at !== null,
      ...Object.fromEntries(COURSE_FLAGS.map((flag) => [flag, s[flag] === true])),
      score_cut_off: typeof s.score_cut_off === 'number' ? s.score_cut_off : DEFAULT_SCORE_CUT_OFF,
      section_type: s.section_type ?? 'section',
      professors_info: s.professors_info ?? {},
      tags: s.tags ?? [],
      navigation: s.navigation ?? {},
      course_data: s.course_data ?? {},
      lessonsData: s.lessonsData ?? {},
      image: s.image ?? null,
      thumbnailUrl: s.thumbnailUrl ?? null,
      collegeLogoUrl: s.collegeLogoUrl ?? null,
      professorsPictureUrl: s.professorsPictureUrl ?? null,
      instructor_notes: s.instructor_notes ?? null,
      professors: staff.filter((row) => row.role === 'instructor').map((row) => row.user_id),
      assistants: staff.filter((row) => row.role === 'assistant').map((row) => row.user_id),
      all_instructors: staff.map((row) => ({ id: row.user_id, email: row.email, edit_rights: row.role === 'instructor', display_name: `${row.firstname} ${row.lastname}`.trim() })),
      payment: s.payment ?? null,
      keys: s.keys ?? null,
    };
    return settings as CourseSettings;
  }

  async update(courseId: string, body: CourseSettingsBody): Promise<CourseSettings> {
    return this.db.transaction(async (trx) => {
      const course = (await trx('courses').where({ id: courseId }).forUpdate().first()) as CourseRow | undefined;
      if (!course) throw new LmsError('not-found', 'Course not found.');
      const errors: FieldError[] = [];
      const date = (value: string | null | undefined, current: Date | null) => (value === undefined ? current : value === null ? null : new Date(value));
      const start = date(body.startDate, course.start_date);
      const end = date(body.end_date, course.end_date);
      if (start && end && end.getTime() <= start.getTime()) errors.push({ field: 'end_date', message: 'The end date must be after the start date.' });
      const slugProblem = body.slug ? await slugTaken(trx, courseId, body.slug) : null;
      if (slugProblem) errors.push(slugProblem);
      const staffIds = [...(body.professors ?? []), ...(body.assistants ?? [])];
      if (body.professors && body.professors.length === 0) errors.push({ field: 'professors', message: 'A course needs at least one instructor.' });
      if (body.professors && body.assistants && body.professors.some((id) => body.assistants!.includes(id))) {
        errors.push({ field: 'assistants', message: 'A user is either an instructor or an assistant of the course.' });
      }
      if (staffIds.length) {
        const known = new Set((await trx('users').whereIn('id', staffIds).pluck('id')) as string[]);
        for (const field of ['professors', 'assistants'] as const) {
          (body[field] ?? []).forEach((id, index) => {
            if (!known.has(id)) errors.push({ field: `${field}/${index}`, message: 'Unknown user.' });
          });
        }
      }
      const lock = applyEnrolmentLock(
        { enrollment_locked: course.settings.enrollment_locked === true, invite_only: course.settings.invite_only === true },
        { enrollment_locked: body.enrollment_locked, invite_only: body.invite_only },
      );
      if (!lock.ok) errors.push({ field: lock.field, message: lock.message });
      if (errors.length) throw LmsError.validation(errors);

      const stored = Object.fromEntries(Object.entries(body).filter(([key]) => (STORED_SETTINGS as readonly string[]).includes(key)));
      // Part 3 §4: invite_only forces enrollment_locked on; unlocking turns invite_only off.
      if (lock.ok && (body.invite_only !== undefined || body.enrollment_locked !== undefined)) Object.assign(stored, lock.lock);
      if (body.course_data) stored.course_data = mergedCourseData(courseDataMap(course.settings), body.course_data);
      const columns: Record<string, unknown> = { settings: JSON.stringify({ ...course.settings, ...stored }), updated_at: this.clock.now(), start_date: start, end_date: end };
      if (body.title !== undefined) columns.title = body.title.trim();
      if (body.subtitle !== undefined) columns.subtitle = body.subtitle;
      if (body.slug !== undefined) columns.slug = body.slug;
      if (body.open_date !== undefined) columns.open_date = body.open_date === null ? null : new Date(body.open_date);
      await trx('courses').where({ id: courseId }).update(columns);
      for (const [field, role] of [['professors', 'instructor'], ['assistants', 'assistant']] as const) {
        const ids = body[field];
        if (!ids) continue;
        await trx('course_staff').where({ course_id: courseId, role }).whereNotIn('user_id', ids).delete();
        for (const userId of ids) {
          await trx('course_staff').insert({ course_id: courseId, user_id: userId, role }).onConflict(['course_id', 'user_id']).merge(['role']);
        }
      }
      const instructors = await trx('course_staff').where({ course_id: courseId, role: 'instructor' }).first('user_id');
      if (!instructors && (body.professors || body.assistants)) throw LmsError.validation([{ field: 'professors', message: 'A course needs at least one instructor.' }]);
      return this.read(courseId, trx);
    });
  }
}
