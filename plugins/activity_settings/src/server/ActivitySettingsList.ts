import { LmsError, type ActivitySettingsDesk, type GradebookRecords } from '@lms/sdk';
import { matchesActivityFilter, parseActivityFilter } from '@lms/sdk/rules';
import { ACTIVITY_SETTINGS_PAGE_SIZE, type listActivities } from '../calls/activitySettingsCalls.ts';
import type { CallAnswer } from '@lms/sdk/calls';
import { toActivityRow } from './activityRows.ts';
import type { CourseDefaultsStore } from './CourseDefaultsStore.ts';

type ListAnswer = CallAnswer<typeof listActivities>;

/** Part 3 §5: saving a section made from a section template breaks its link to the template (the screen warns first). */
export function isSectionOfTemplate(settings: Record<string, unknown>): boolean {
  return settings.use_section_template === true && settings.section_type === 'section';
}

/** Mock data cannot be saved (part 3 §5). */
export const isMockCourse = (settings: Record<string, unknown>) => settings.mock === true;

/**
 * `GET stats/activities`: the course's activities in gradebook order with
 * their settings, filtered (words and quoted phrases over title, lesson and
 * type) and paged by 1000, with the course's lessons, rollups and defaults.
 */
export class ActivitySettingsList {
  constructor(
    private readonly desk: ActivitySettingsDesk,
    private readonly records: GradebookRecords,
    private readonly defaults: CourseDefaultsStore,
  ) {}

  async page(courseId: string, filter: string, page: number): Promise<ListAnswer> {
    const parsed = parseActivityFilter(filter);
    if (!parsed.ok) throw LmsError.validation([{ field: 'filter', message: parsed.message }]);
    const [rows, groups, course, defaults] = await Promise.all([
      this.desk.list(courseId),
      this.records.rollupGroups(courseId),
      this.records.course(courseId),
      this.defaults.get(courseId),
    ]);
    if (!course) throw new LmsError('not-found', 'Course not found.');
    const lessons = new Map<string, string>();
    for (const row of rows) if (row.lesson) lessons.set(row.lesson.id, row.lesson.title);
    const matching = rows.filter((row) => matchesActivityFilter(parsed.terms, [row.title, row.lesson?.title, row.type]));
    const start = (page - 1) * ACTIVITY_SETTINGS_PAGE_SIZE;
    return {
      activities: matching.slice(start, start + ACTIVITY_SETTINGS_PAGE_SIZE).map((row) => toActivityRow(courseId, row)),
      total: matching.length,
      page,
      page_size: ACTIVITY_SETTINGS_PAGE_SIZE,
      lessons: [...lessons].map(([id, title]) => ({ id, title })),
      rollups: groups.map((group) => ({ id: group.id, title: group.title, color: group.color })),
      course: { mock: isMockCourse(course.settings), section_template_warning: isSectionOfTemplate(course.settings), defaults },
    };
  }
}
