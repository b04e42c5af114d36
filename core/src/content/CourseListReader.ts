import type { Knex } from 'knex';
import type { SessionUser } from '@lms/contract/user.ts';
import type { CourseListEntry, CourseRole } from '@lms/contract/apiTypes.ts';
import { hasManagerRights } from '../permissions/managerRights.ts';
import { isProgramAdministrator, isSiteAdmin } from '../permissions/siteRoles.ts';

interface ListRow {
  id: string;
  title: string;
  subtitle: string | null;
  role: CourseRole;
  settings: Record<string, unknown>;
  start_date: Date | null;
  end_date: Date | null;
  archived_at: Date | null;
}

const iso = (date: Date | null): string | null => (date ? new Date(date).toISOString() : null);

/** The course list screens (part 1 §2 "Course lists"): the courses the user teaches, assists or is enrolled in. */
export class CourseListReader {
  constructor(private readonly db: Knex) {}

  async coursesFor(user: SessionUser): Promise<CourseListEntry[]> {
    const columns = ['c.id', 'c.title', 'c.subtitle', 'c.settings', 'c.start_date', 'c.end_date', 'c.archived_at'];
    const rows = (await this.db
      .select(...columns, 's.role')
      .from('courses as c')
      .join('course_staff as s', 's.course_id', 'c.id')
      .where('s.user_id', user.id)
      .unionAll((union) =>
        union
          .select(...columns, this.db.raw("'student' as role"))
          .from('courses as c')
          .join('enrollments as e', 'e.course_id', 'c.id')
          .where('e.user_id', user.id)
          .whereNotExists((q) => q.select(1).from('course_staff as s2').whereRaw('s2.course_id = c.id').andWhere('s2.user_id', user.id)),
      )) as ListRow[];
    const siteAdmin = isSiteAdmin(user);
    const programAdministrator = isProgramAdministrator(user);
    return rows
      .map((row) => ({
        _id: row.id,
        title: row.title,
        subtitle: row.subtitle,
        role: row.role,
        manage: hasManagerRights({ role: row.role, siteAdmin, programAdministrator, assistantsNoManagerRights: row.settings.assistants_no_mgr_rights === true }),
        thumbnailUrl: typeof row.settings.thumbnailUrl === 'string' ? row.settings.thumbnailUrl : null,
        startDate: iso(row.start_date),
        end_date: iso(row.end_date),
        archived: row.archived_at !== null,
      }))
      .sort((a, b) => a.title.localeCompare(b.title) || a._id.localeCompare(b._id));
  }
}
