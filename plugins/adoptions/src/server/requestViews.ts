import type { CourseDirectory, CourseSummary, Knex, PeopleDirectory } from '@lms/sdk';
import type { ApiAdoptionRequest, ApiCourseCard } from '../schemas/adoptionTypes.ts';
import type { RequestRow } from './requestRows.ts';

export function courseCard(summary: CourseSummary): ApiCourseCard {
  return {
    _id: summary.id,
    title: summary.title,
    subtitle: summary.subtitle,
    startDate: summary.startDate ? summary.startDate.toISOString() : null,
    thumbnailUrl: summary.thumbnailUrl,
  };
}

/** Turns request rows into API answers: requesters and courses read in one call each. */
export class RequestViews {
  constructor(
    private readonly people: PeopleDirectory,
    private readonly courses: CourseDirectory,
  ) {}

  async many(rows: readonly RequestRow[], trx?: Knex): Promise<ApiAdoptionRequest[]> {
    if (rows.length === 0) return [];
    const courseIds = [...new Set(rows.flatMap((row) => (row.created_course_id ? [row.course_id, row.created_course_id] : [row.course_id])))];
    const [people, summaries] = await Promise.all([this.people.byIds([...new Set(rows.map((row) => row.user_id))]), this.courses.summaries(courseIds, trx)]);
    const personById = new Map(people.map((person) => [person.id, person]));
    const cardById = new Map(summaries.map((summary) => [summary.id, courseCard(summary)]));
    return rows.map((row) => {
      const person = personById.get(row.user_id);
      return {
        _id: row.id,
        state: row.state,
        user: person ? { _id: person.id, firstname: person.firstname, lastname: person.lastname, email: person.email } : null,
        course: cardById.get(row.course_id) ?? null,
        course_title: row.course_title,
        course_start_date: row.course_start_date,
        course_enrollment: row.course_enrollment,
        created_course: row.created_course_id ? (cardById.get(row.created_course_id) ?? null) : null,
        decided_at: row.decided_at ? new Date(row.decided_at).toISOString() : null,
        created_at: new Date(row.created_at).toISOString(),
      };
    });
  }

  async one(row: RequestRow, trx?: Knex): Promise<ApiAdoptionRequest> {
    const [view] = await this.many([row], trx);
    return view!;
  }
}
