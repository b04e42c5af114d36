import type { GradebookRecords, GradeLedger, RollupGroupRecord } from '@lms/sdk';
import type { RollupGroupView } from '../calls/gradebookCalls.ts';

type GroupRules = { id: string; weight: number | null; drop_lowest: number };
type GroupFields = { id: string; title: string; color: string };
type ActivityGroup = { id: string; rollup_id: string | null };

const groupView = (group: RollupGroupRecord): RollupGroupView => ({
  id: group.id,
  title: group.title,
  color: group.color,
  weight: group.weight,
  drop_lowest: group.dropLowest,
});

/** The course's rollup groups (part 3 §3 "Rollup group") with the gradebook's rules, and the activities' groups: read from the records, written by the ledger. */
export class RollupWriter {
  constructor(
    private readonly records: GradebookRecords,
    private readonly ledger: GradeLedger,
  ) {}

  async groups(courseId: string): Promise<RollupGroupView[]> {
    return (await this.records.rollupGroups(courseId)).map(groupView);
  }

  /** The course's activities in the order they were made (the rollup editor's list). */
  async activities(courseId: string) {
    const records = await this.records.activities(courseId);
    const made = [...records].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    return made.map((activity) => ({
      id: activity.id,
      component_id: activity.componentId,
      title: activity.title || activity.componentTitle || activity.type,
      type: activity.type,
      rollup_id: activity.rollupId,
    }));
  }

  /** Each group's weight and drop count; a group of another course (or none) is not-found and nothing is written. */
  async saveRules(courseId: string, rules: readonly GroupRules[]): Promise<RollupGroupView[]> {
    await this.ledger.saveGroupRules(
      courseId,
      rules.map((rule) => ({ id: rule.id, weight: rule.weight, dropLowest: rule.drop_lowest })),
    );
    return this.groups(courseId);
  }

  /** `POST stats/rollup`: the groups as listed (kept, made or removed) and the listed activities' groups. */
  saveRollup(courseId: string, groups: readonly GroupFields[], activities: readonly ActivityGroup[]): Promise<void> {
    return this.ledger.saveRollupGroups(
      courseId,
      groups,
      activities.map((activity) => ({ activityId: activity.id, rollupId: activity.rollup_id })),
    );
  }
}
