/**
 * Part 2 §4 Visibility in SQL, the twin of `hiddenFromStudents` (core/src/content/visibility.ts)
 * for reads that filter before they rank: a draft, or an item whose open_date is ahead
 * while suppress_until_available is set, by its own schedule or by the course's entry
 * for it (`courseData`: an SQL expression of that entry, jsonb, null when none).
 * `now` is a bound timestamptz parameter; core/test/database/searchIndex.test.ts
 * checks both rules agree.
 */
export function hiddenFromStudentsSql(alias: string, courseData: string, now = '?::timestamptz'): string {
  return `(${alias}.draft
    or (${alias}.suppress_until_available and ${alias}.open_date > ${now})
    or (coalesce((${courseData}->>'suppress_until_available')::boolean, false) and (${courseData}->>'open_date')::timestamptz > ${now}))`;
}
