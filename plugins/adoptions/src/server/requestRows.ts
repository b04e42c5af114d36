import type { Knex } from '@lms/sdk';
import type { RequestState } from '../schemas/adoptionTypes.ts';

export const REQUESTS = 'adoptions_requests';

/** A row of adoptions_requests, the start day read as text (a date column would come back as a local-midnight Date). */
export interface RequestRow {
  id: string;
  user_id: string;
  course_id: string;
  course_title: string;
  /** yyyy-mm-dd. */
  course_start_date: string;
  course_enrollment: string;
  state: RequestState;
  created_course_id: string | null;
  decided_by: string | null;
  decided_at: Date | null;
  created_at: Date;
}

/** The columns of a RequestRow, for every select. */
export function requestColumns(db: Knex): (string | Knex.Raw)[] {
  return [
    'id',
    'user_id',
    'course_id',
    'course_title',
    db.raw("to_char(course_start_date, 'YYYY-MM-DD') as course_start_date"),
    'course_enrollment',
    'state',
    'created_course_id',
    'decided_by',
    'decided_at',
    'created_at',
  ];
}
