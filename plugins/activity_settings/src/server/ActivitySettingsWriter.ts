import { LmsError, type ActivityRowValues, type ActivitySettingsChange, type ActivitySettingsDesk, type ActivitySettingsRow, type FieldError, type GradebookRecords } from '@lms/sdk';
import type { CallBody } from '@lms/sdk/calls';
import type { saveActivities, SettingField, SettingValues } from '../calls/activitySettingsCalls.ts';
import { isMockCourse } from './ActivitySettingsList.ts';
import { SETTINGS_MESSAGES } from './settingsMessages.ts';

type SaveBody = CallBody<typeof saveActivities>;

/** A requested row: the activity and the values asked for it. */
interface RequestedRow {
  id: string;
  values: SettingValues;
}

const isDate = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(new Date(value).getTime());

/** Whether a value differs from the row's: dates by their moment, a policy by its numbers. */
function differs(asked: unknown, current: unknown): boolean {
  if (isDate(asked) && isDate(current)) return new Date(asked).getTime() !== new Date(current).getTime();
  return JSON.stringify(asked ?? null) !== JSON.stringify(current ?? null);
}

function currentValue(row: ActivitySettingsRow, field: SettingField): unknown {
  if (field === 'rollup_id') return row.rollupId;
  if (field === 'show') return row.show;
  if (field === 'suppress_until_available') return row.suppressUntilAvailable;
  return row.values[field];
}

/**
 * `PUT stats/activities` (part 3 §5 "Bulk edit"): a list of changes, or who
 * (activity ids), what (fields) and which (their values). Each row may change
 * only the fields its type has; values equal to the stored ones are dropped;
 * the rest go to `coreServices.activitySettings` in one transaction (field
 * errors `changes/<i>/<field>`, i counting the request's changes or `who`).
 */
export class ActivitySettingsWriter {
  constructor(
    private readonly desk: ActivitySettingsDesk,
    private readonly records: GradebookRecords,
  ) {}

  async save(courseId: string, body: SaveBody, by: string): Promise<{ updated: number; rescored: number }> {
    const course = await this.records.course(courseId);
    if (!course) throw new LmsError('not-found', 'Course not found.');
    if (isMockCourse(course.settings)) throw LmsError.validation([{ field: 'course', message: SETTINGS_MESSAGES.mock }]);
    const requested = requestedRows(body);
    const rows = new Map((await this.desk.list(courseId)).map((row) => [row.activityId, row]));
    const errors: FieldError[] = [];
    const changes: { index: number; change: ActivitySettingsChange }[] = [];
    const seen = new Set<string>();
    for (const [index, asked] of requested.entries()) {
      const row = rows.get(asked.id);
      if (!row) throw new LmsError('not-found', `There is no activity ${asked.id} in this course.`);
      if (seen.has(asked.id)) errors.push({ field: `changes/${index}`, message: SETTINGS_MESSAGES.repeated });
      seen.add(asked.id);
      const values: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(asked.values) as [SettingField, unknown][]) {
        if (value === undefined) continue;
        if (!(row.fields as string[]).includes(field)) errors.push({ field: `changes/${index}/${field}`, message: SETTINGS_MESSAGES.notAField(field, row.title || row.type) });
        else if (differs(value, currentValue(row, field))) values[field] = value;
      }
      if (Object.keys(values).length) changes.push({ index, change: { activityId: row.activityId, values: values as ActivityRowValues } });
    }
    if (errors.length) throw LmsError.validation(errors);
    if (!changes.length) throw LmsError.validation([{ field: 'changes', message: SETTINGS_MESSAGES.noChanges }]);
    try {
      return await this.desk.update(
        courseId,
        changes.map(({ change }) => change),
        by,
      );
    } catch (error) {
      throw renumbered(error, changes.map(({ index }) => index));
    }
  }
}

/** The rows a request asks for, in either form, or the bulk edit's message. */
function requestedRows(body: SaveBody): RequestedRow[] {
  const bulk = body.who !== undefined || body.what !== undefined || body.which !== undefined;
  if (body.changes !== undefined && bulk) throw LmsError.validation([{ field: 'changes', message: SETTINGS_MESSAGES.oneForm }]);
  if (body.changes !== undefined) {
    if (!body.changes.length) throw LmsError.validation([{ field: 'changes', message: SETTINGS_MESSAGES.noRows }]);
    return body.changes.map(({ id, ...values }) => ({ id, values }));
  }
  if (!body.what?.length) throw LmsError.validation([{ field: 'what', message: SETTINGS_MESSAGES.noFields }]);
  if (!body.who?.length) throw LmsError.validation([{ field: 'who', message: SETTINGS_MESSAGES.noRows }]);
  const which = body.which ?? {};
  const missing = body.what.filter((field) => which[field] === undefined);
  if (missing.length) throw LmsError.validation(missing.map((field) => ({ field: `which/${field}`, message: SETTINGS_MESSAGES.noValue(field) })));
  const values = Object.fromEntries(body.what.map((field) => [field, which[field]])) as SettingValues;
  return body.who.map((id) => ({ id, values }));
}

/** The desk's field errors count the changes it was given: renumbered to the request's rows. */
function renumbered(error: unknown, indexes: readonly number[]): unknown {
  if (!(error instanceof LmsError) || error.errno !== 'validation-failed' || !error.fields) return error;
  return LmsError.validation(error.fields.map((field) => ({ ...field, field: field.field?.replace(/^changes\/(\d+)/, (_, i: string) => `changes/${indexes[Number(i)] ?? i}`) })));
}
