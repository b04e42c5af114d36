import { coreServices, definePluginDemo } from '@lms/sdk';
import { DAY } from '@lms/sdk/rules';

/** The demo's late policy: 10% a day, at most 50%. */
export const DEMO_POLICY = { penalty: 10, per: DAY, max: 50 };

/**
 * Gives the demo course's activities settings worth seeing on the list, once
 * (on the run that made them): each new component whose type edits a due date
 * and a late policy (the demo quiz) is due a week ahead, late work accepted
 * with 10% a day off.
 */
export const activitySettingsDemo = definePluginDemo({
  deps: { desk: coreServices.activitySettings, clock: coreServices.clock },
  async seed({ courseId, instructor, createdComponents, deps: { desk, clock } }) {
    const note = [`Activity settings: /${courseId}/activity_settings`];
    const created = new Set(Object.values(createdComponents).flat());
    if (!created.size) return note;
    const due = new Date(clock.now().getTime() + 7 * DAY * 1000);
    due.setUTCHours(23, 59, 0, 0);
    const rows = (await desk.list(courseId)).filter(
      (row) => row.componentId !== null && created.has(row.componentId) && row.fields.includes('due_date') && row.fields.includes('policy'),
    );
    if (rows.length) await desk.update(courseId, rows.map((row) => ({ activityId: row.activityId, values: { due_date: due.toISOString(), policy: DEMO_POLICY } })), instructor.id);
    return note;
  },
});
