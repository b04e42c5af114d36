import type { Knex } from 'knex';
import type { Clock, GradeLedger, IdGenerator } from '@lms/contract/services.ts';
import type { GradebookRecords, ActivityRecord } from '@lms/contract/gradebookRecords.ts';
import type {
  ActivityRowValues,
  ActivitySettingsChange,
  ActivitySettingsDesk,
  ActivitySettingsHooks,
  ActivitySettingsOutcome,
  ActivitySettingsRow,
} from '@lms/contract/activitySettings.ts';
import { LmsError, type FieldError } from '@lms/contract/errors/LmsError.ts';
import { ACTIVITY_DATE_MESSAGES, isActivityDateInBounds, LOCK_DATE } from '@lms/contract/rules/dates.ts';
import type { ComponentTypeCatalogue } from '../plugins/ComponentTypeCatalogue.ts';
import type { RegisteredComponentType } from '../plugins/PluginRegistry.ts';
import type { ConfigCheck } from '../content/ConfigCheck.ts';
import { describedActivity, lateRulesMoved } from '../content/activitySchedule.ts';
import { syncActivity } from '../content/activitySync.ts';
import { indexComponents } from '../search/componentIndex.ts';
import type { ComponentRow } from '../content/rows.ts';
import { ledgerValues, rowFields, splitValues } from './rowFields.ts';
import { rowFieldError, validationFields } from './settingErrors.ts';

type Hooks = ActivitySettingsHooks<Record<string, unknown>>;

export const ACTIVITY_SETTINGS_MESSAGES = {
  notAField: (field: string) => `This activity has no ${field} setting.`,
  rollup: 'This rollup group is not in the course.',
  changedMeanwhile: 'An activity was changed while you were editing; reload and try again.',
  notFound: (id: string) => `There is no activity ${id} in this course.`,
} as const;

/** The lock toggle's open date (part 3 §4 "Locking and visibility"). */
const LOCKED_OPEN_DATE = new Date(`${LOCK_DATE}T00:00:00Z`);

/** A component's new config, checked before the transaction. */
interface ConfigWrite {
  component: ComponentRow;
  own: RegisteredComponentType;
  registered: RegisteredComponentType;
  config: Record<string, unknown>;
}

/** One row's change, checked: what the transaction writes. */
interface PlannedChange {
  record: ActivityRecord;
  write: ConfigWrite | null;
  values: ActivityRowValues;
}

/**
 * `coreServices.activitySettings`: the activity settings list of a course and
 * its bulk change (part 3 §3 "Activity", §5). A component's settings live in
 * its config (the type's `settings` hooks read and apply them); every change
 * is checked exactly as a component save (ConfigCheck) and written with its
 * ledger activity, the rollups and the page locks in one transaction.
 */
export class ActivitySettingsService implements ActivitySettingsDesk {
  constructor(
    private readonly db: Knex,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly catalogue: ComponentTypeCatalogue,
    private readonly checks: ConfigCheck,
    private readonly ledger: GradeLedger,
    private readonly records: GradebookRecords,
  ) {}

  private hooksOf(type: string): Hooks | undefined {
    return this.catalogue.componentType(type)?.definition.activity.settings;
  }

  async list(courseId: string, trx: Knex = this.db): Promise<ActivitySettingsRow[]> {
    const activities = await this.records.activities(courseId, trx);
    const components = await this.componentsOf(activities, trx);
    const pageIds = [...new Set(activities.flatMap((a) => (a.pageId ? [a.pageId] : [])))];
    const locked = new Set<string>(pageIds.length ? await trx('pages').whereIn('id', pageIds).where({ suppress_until_available: true }).pluck('id') : []);
    return activities.map((record): ActivitySettingsRow => {
      const component = record.componentId ? components.get(record.componentId) : undefined;
      const hooks = component ? this.hooksOf(component.type) : undefined;
      return {
        activityId: record.id,
        componentId: record.componentId,
        type: record.type,
        title: record.title || record.componentTitle || '',
        lesson: record.lessonId ? { id: record.lessonId, title: record.lessonTitle ?? '' } : null,
        page: record.pageId ? { id: record.pageId } : null,
        graded: record.graded,
        maxScore: record.maxScore,
        rollupId: record.rollupId,
        show: record.show,
        suppressUntilAvailable: record.pageId !== null && locked.has(record.pageId),
        fields: rowFields(record, hooks),
        values: hooks && component ? hooks.read(component.config) : ledgerValues(record),
      };
    });
  }

  private async componentsOf(activities: readonly ActivityRecord[], db: Knex): Promise<Map<string, ComponentRow>> {
    const ids = activities.flatMap((a) => (a.componentId ? [a.componentId] : []));
    const rows = ids.length ? ((await db('components').whereIn('id', ids).select('*')) as ComponentRow[]) : [];
    return new Map(rows.map((row) => [row.id, row]));
  }

  async update(courseId: string, changes: readonly ActivitySettingsChange[], by: string, trx?: Knex.Transaction): Promise<ActivitySettingsOutcome> {
    // The checks read with the kernel's and the plugins' own connections (as a component save does): before the transaction.
    const planned = await this.plan(courseId, changes, by, trx ?? this.db);
    const write = (t: Knex.Transaction) => this.write(t, courseId, planned, by);
    return trx ? write(trx) : this.db.transaction(write);
  }

  /** Every change checked, all rows' errors together; nothing is written. */
  private async plan(courseId: string, changes: readonly ActivitySettingsChange[], by: string, db: Knex): Promise<PlannedChange[]> {
    const activities = await this.records.activities(courseId, db);
    const byId = new Map(activities.map((a) => [a.id, a]));
    const missing = changes.find((change) => !byId.has(change.activityId));
    if (missing) throw new LmsError('not-found', ACTIVITY_SETTINGS_MESSAGES.notFound(missing.activityId));
    const components = await this.componentsOf(activities.filter((a) => changes.some((c) => c.activityId === a.id)), db);
    const groups = new Set((await this.records.rollupGroups(courseId, db)).map((group) => group.id));
    const errors: FieldError[] = [];
    const planned: PlannedChange[] = [];
    for (const [index, change] of changes.entries()) {
      const record = byId.get(change.activityId)!;
      const component = record.componentId ? components.get(record.componentId) : undefined;
      const hooks = component ? this.hooksOf(component.type) : undefined;
      const allowed: string[] = rowFields(record, hooks);
      const given = Object.entries(change.values).filter(([, value]) => value !== undefined);
      const refused = given.filter(([field]) => !allowed.includes(field));
      errors.push(...refused.map(([field]) => ({ field: `changes/${index}/${field}`, message: ACTIVITY_SETTINGS_MESSAGES.notAField(field) })));
      if (refused.length) continue;
      const rowErrors = this.ownValueErrors(index, record, change.values, groups);
      errors.push(...rowErrors);
      const { settings } = splitValues(change.values);
      let write: ConfigWrite | null = null;
      if (component && hooks && Object.keys(settings).length) {
        try {
          write = await this.checkedWrite(component, hooks.apply(structuredClone(component.config), settings), courseId, by);
        } catch (error) {
          errors.push(...validationFields(error).map((field) => rowFieldError(index, field, hooks)));
        }
      }
      planned.push({ record, write, values: change.values });
    }
    if (errors.length) throw LmsError.validation(errors);
    return planned;
  }

  /** The row's own values: a custom column's due date, the rollup group. */
  private ownValueErrors(index: number, record: ActivityRecord, values: ActivityRowValues, groups: ReadonlySet<string>): FieldError[] {
    const errors: FieldError[] = [];
    if (record.componentId === null && values.due_date) {
      const valid = !Number.isNaN(new Date(values.due_date).getTime()) && isActivityDateInBounds(values.due_date);
      if (!valid) errors.push({ field: `changes/${index}/due_date`, message: ACTIVITY_DATE_MESSAGES.format });
    }
    if (values.rollup_id && !groups.has(values.rollup_id)) errors.push({ field: `changes/${index}/rollup_id`, message: ACTIVITY_SETTINGS_MESSAGES.rollup });
    return errors;
  }

  /** A new config checked as a component save: schema, prepare (the type's save rules), becomes, references as `by`. */
  private async checkedWrite(component: ComponentRow, applied: Record<string, unknown>, courseId: string, by: string): Promise<ConfigWrite> {
    const own = this.catalogue.componentType(component.type)!;
    const { registered, config } = await this.checks.storedAs(own, await this.checks.checkedConfig(own, applied));
    await this.checks.checkReferences(registered, config, courseId, by, component.config);
    return { component, own, registered, config };
  }

  private async write(trx: Knex.Transaction, courseId: string, planned: readonly PlannedChange[], by: string): Promise<ActivitySettingsOutcome> {
    await this.lockReferences(trx, courseId, planned, by);
    const now = this.clock.now();
    const rescore: string[] = [];
    for (const change of planned) {
      if (change.write && (await this.writeConfig(trx, courseId, change.write, now))) rescore.push(change.record.id);
      await this.writeOwnValues(trx, change, now);
    }
    await this.writeRollups(trx, courseId, planned);
    let rescored = 0;
    for (const activityId of rescore) if ((await this.ledger.rescoreActivity(activityId, trx)) > 0) rescored += 1;
    const written = planned.map((change) => change.record.id);
    if (written.length) this.ledger.notifyChange({ courseId, userIds: 'all', activityIds: written }, trx);
    return { updated: written.length, rescored };
  }

  /** Each new config's `lockReferences` (the plugins' locks before any component's), all rows' errors together. */
  private async lockReferences(trx: Knex.Transaction, courseId: string, planned: readonly PlannedChange[], by: string): Promise<void> {
    const errors: FieldError[] = [];
    for (const [index, change] of planned.entries()) {
      if (!change.write) continue;
      const { component, registered, config } = change.write;
      try {
        await this.checks.lockReferences(trx, registered, config, courseId, by, component.config);
      } catch (error) {
        errors.push(...validationFields(error).map((field) => rowFieldError(index, field, this.hooksOf(component.type)!)));
      }
    }
    if (errors.length) throw LmsError.validation(errors);
  }

  /** Stores the config and re-syncs its activity; answers whether a deadline or the late policy moved. */
  private async writeConfig(trx: Knex.Transaction, courseId: string, write: ConfigWrite, now: Date): Promise<boolean> {
    const { component, own, registered, config } = write;
    // The config the checks started from must still be the stored one (a save in between would be lost).
    const current = (await trx('components').where({ id: component.id }).forUpdate().first('updated_at')) as { updated_at: Date } | undefined;
    if (!current || current.updated_at.getTime() !== component.updated_at.getTime()) throw new LmsError('conflict', ACTIVITY_SETTINGS_MESSAGES.changedMeanwhile);
    const changes: Record<string, unknown> = { config: JSON.stringify(config), updated_at: now };
    if (registered !== own) changes.type = registered.definition.type;
    const [row] = (await trx('components').where({ id: component.id }).update(changes).returning('*')) as ComponentRow[];
    await syncActivity(trx, () => this.ids.newId(), now, courseId, row!, registered);
    await indexComponents(trx, this.catalogue, [row!]);
    const before = describedActivity(own.definition.activity, component.config).schedule;
    const after = describedActivity(registered.definition.activity, config).schedule;
    return lateRulesMoved(before, after);
  }

  /** A custom column's due date and visibility; a component's page lock. */
  private async writeOwnValues(trx: Knex.Transaction, change: PlannedChange, now: Date): Promise<void> {
    const { record, values } = change;
    if (record.componentId === null) {
      const columns: Record<string, unknown> = {};
      if (values.due_date !== undefined) columns.due_date = values.due_date === null ? null : new Date(values.due_date);
      if (values.show !== undefined) columns.show = values.show;
      if (Object.keys(columns).length) await trx('activities').where({ id: record.id }).update({ ...columns, updated_at: now });
    }
    if (values.suppress_until_available !== undefined && record.pageId) await this.writeLock(trx, record.pageId, values.suppress_until_available);
  }

  /**
   * Part 3 §4 "Locking and visibility": the lock sets suppress_until_available
   * and the open date 2050-01-01; unlocking clears both (an open date the
   * author set apart from the lock stays).
   */
  private async writeLock(trx: Knex.Transaction, pageId: string, locked: boolean): Promise<void> {
    if (locked) {
      await trx('pages').where({ id: pageId }).update({ suppress_until_available: true, open_date: LOCKED_OPEN_DATE });
      return;
    }
    await trx('pages').where({ id: pageId }).update({ suppress_until_available: false });
    await trx('pages').where({ id: pageId, open_date: LOCKED_OPEN_DATE }).update({ open_date: null });
  }

  /** The rollups through the ledger's grade structure: the course's groups as they are, these activities' groups changed. */
  private async writeRollups(trx: Knex.Transaction, courseId: string, planned: readonly PlannedChange[]): Promise<void> {
    const assignments = planned.flatMap((change) =>
      change.values.rollup_id === undefined || change.values.rollup_id === change.record.rollupId ? [] : [{ activityId: change.record.id, rollupId: change.values.rollup_id }],
    );
    if (!assignments.length) return;
    const groups = (await this.records.rollupGroups(courseId, trx)).map((group) => ({ id: group.id, title: group.title, color: group.color }));
    await this.ledger.saveRollupGroups(courseId, groups, assignments, trx);
  }
}
