import type { Knex } from 'knex';
import type { ActivityDescriptor, ActivityRecordsContext } from '@lms/contract/componentType.ts';
import type { OpenAttemptRecord, ParticipationRecord, StudentScheduleRecord } from '@lms/contract/gradebookRecords.ts';
import type { ComponentTypeCatalogue } from '../../plugins/ComponentTypeCatalogue.ts';
import type { PluginDeps } from '../../plugins/PluginDeps.ts';

type Hook = 'studentSchedules' | 'participation' | 'openAttempts';

/**
 * What the installed component types contribute to the grade records from
 * their own tables (ActivityDescriptor.studentSchedules, .participation, .openAttempts):
 * core asks each type that has the hook about its components in the course,
 * all types at once, so no plugin reads another plugin's table.
 */
export class TypeContributions {
  constructor(
    private readonly catalogue: ComponentTypeCatalogue,
    private readonly pluginDeps: PluginDeps,
  ) {}

  async studentSchedules(db: Knex, courseId: string, userIds: readonly string[]): Promise<StudentScheduleRecord[]> {
    if (userIds.length === 0 || !this.typesWith('studentSchedules').length) return [];
    const lists = await this.each(db, courseId, 'studentSchedules', null, (hook, context) => hook.studentSchedules!({ ...context, userIds }));
    return lists.flat();
  }

  async participation(db: Knex, courseId: string, componentIds: readonly string[]): Promise<ParticipationRecord[]> {
    if (componentIds.length === 0 || !this.typesWith('participation').length) return [];
    const lists = await this.each(db, courseId, 'participation', componentIds, (hook, context) => hook.participation!(context));
    return lists.flat();
  }

  async openAttempts(db: Knex, courseId: string, userIds: readonly string[]): Promise<OpenAttemptRecord[]> {
    if (userIds.length === 0 || !this.typesWith('openAttempts').length) return [];
    const lists = await this.each(db, courseId, 'openAttempts', null, (hook, context) => hook.openAttempts!({ ...context, userIds }));
    return lists.flat();
  }

  private typesWith(hook: Hook): string[] {
    return [...this.catalogue.componentTypes.values()].filter((type) => type.definition.activity[hook]).map((type) => type.definition.type);
  }

  /** Calls `hook` of every type that has it, with that type's components of the course (only those of `only` when given). */
  private async each<T>(
    db: Knex,
    courseId: string,
    hook: Hook,
    only: readonly string[] | null,
    call: (descriptor: ActivityDescriptor<Record<string, unknown>>, context: ActivityRecordsContext) => Promise<T[]>,
  ): Promise<T[][]> {
    const types = this.typesWith(hook);
    const query = db('activities').where({ course_id: courseId }).whereIn('type', types).whereNotNull('component_id').select('type', 'component_id');
    if (only) query.whereIn('component_id', [...only]);
    const rows = (await query) as { type: string; component_id: string }[];
    return Promise.all(
      types.map((type) => {
        const componentIds = rows.filter((row) => row.type === type).map((row) => row.component_id);
        if (componentIds.length === 0) return [];
        const registered = this.catalogue.componentType(type)!;
        const deps = this.pluginDeps.of(registered.pluginId, registered.definition.deps);
        return call(registered.definition.activity, { db, courseId, componentIds, deps });
      }),
    );
  }
}
