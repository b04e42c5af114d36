import type { ActivitySettingsRow } from '@lms/sdk';
import { DAY, HOUR, WEEK } from '@lms/sdk/rules';
import type { ActivityRow } from '../calls/activitySettingsCalls.ts';

/** Part 1 §9: "Per 3600 is hour, 86400 is day, otherwise week." */
const periodOf = (per: number) => (per === HOUR ? HOUR : per === DAY ? DAY : WEEK);

/** A row of the list as the screen reads it: every value present (null where the row's type lacks the field). */
export function toActivityRow(courseId: string, row: ActivitySettingsRow): ActivityRow {
  const v = row.values;
  return {
    id: row.activityId,
    activity_id: row.activityId,
    component_id: row.componentId,
    type: row.type,
    report_title: row.title,
    lesson: row.lesson?.id ?? null,
    lessonName: row.lesson?.title ?? null,
    link: row.lesson && row.page ? `/${courseId}/${row.lesson.id}/${row.page.id}` : null,
    max_score: row.maxScore,
    fields: row.fields,
    values: {
      open_date: v.open_date ?? null,
      due_date: v.due_date ?? null,
      close_date: v.close_date ?? null,
      time_limit: v.time_limit ?? null,
      submission_attempts: v.submission_attempts ?? null,
      resume_attempts: v.resume_attempts ?? null,
      lock_back_button: v.lock_back_button ?? null,
      scramble: v.scramble ?? null,
      confidence: v.confidence ?? null,
      studycenter: v.studycenter ?? null,
      pickx: v.pickx ?? null,
      policy: v.policy ? { penalty: v.policy.penalty, per: periodOf(v.policy.per), max: v.policy.max } : null,
      show_responses: v.show_responses ?? null,
      show_correct_answers: v.show_correct_answers ?? null,
      inline_check: v.inline_check ?? null,
      graded: v.graded ?? row.graded,
      rollup_id: row.rollupId,
      show: row.show,
      suppress_until_available: row.suppressUntilAvailable,
    },
  };
}
