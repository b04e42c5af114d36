import type { CallAnswer, CallBody } from '@lms/sdk/calls';
import type { getRollup, saveRollup } from '../../calls/rollupCalls.ts';

type RollupAnswer = CallAnswer<typeof getRollup>;
export type RollupActivity = RollupAnswer['activities'][number];

/** A group as the editor holds it; a group made here has the editor's own id until it is saved. */
export interface DraftGroup {
  id: string;
  title: string;
  color: string;
  /** The gradebook's rules (read-only here); null for a group made here. */
  weight: number | null;
  dropLowest: number | null;
}

/** The rollup manager's unsaved state: the groups in order and each activity's group (by activity id). */
export interface RollupDraft {
  groups: DraftGroup[];
  groupOf: ReadonlyMap<string, string | null>;
  /** How many groups this editor made (their ids: new-1, new-2 ...). */
  made: number;
}

export function draftFrom(answer: RollupAnswer): RollupDraft {
  return {
    groups: answer.rollup.map((group) => ({ id: group.id, title: group.title, color: group.color, weight: group.weight, dropLowest: group.drop_lowest })),
    groupOf: new Map(answer.activities.map((activity) => [activity.id, activity.rollup_id])),
    made: 0,
  };
}

export function withNewGroup(draft: RollupDraft, fields: { title: string; color: string }): RollupDraft {
  const made = draft.made + 1;
  return { ...draft, made, groups: [...draft.groups, { id: `new-${made}`, ...fields, weight: null, dropLowest: null }] };
}

export function withGroupEdited(draft: RollupDraft, id: string, fields: { title: string; color: string }): RollupDraft {
  return { ...draft, groups: draft.groups.map((group) => (group.id === id ? { ...group, ...fields } : group)) };
}

/** Part 3 §4 "Rollup editor": removing a group leaves its activities ungrouped. */
export function withoutGroup(draft: RollupDraft, id: string): RollupDraft {
  const groupOf = new Map([...draft.groupOf].map(([activity, group]) => [activity, group === id ? null : group]));
  return { ...draft, groups: draft.groups.filter((group) => group.id !== id), groupOf };
}

/** `activityIds` put in `groupId`, or taken out of it (ungrouped) when `inGroup` is false; others are left as they are. */
export function withAssignment(draft: RollupDraft, activityIds: readonly string[], groupId: string, inGroup: boolean): RollupDraft {
  const groupOf = new Map(draft.groupOf);
  for (const id of activityIds) {
    if (inGroup) groupOf.set(id, groupId);
    else if (groupOf.get(id) === groupId) groupOf.set(id, null);
  }
  return { ...draft, groupOf };
}

export function activitiesIn(draft: RollupDraft, groupId: string): number {
  let count = 0;
  for (const group of draft.groupOf.values()) if (group === groupId) count += 1;
  return count;
}

/** Whether the draft differs from what the server holds. */
export function draftChanged(draft: RollupDraft, saved: RollupDraft): boolean {
  const fields = (groups: readonly DraftGroup[]) => JSON.stringify(groups.map(({ id, title, color }) => [id, title, color]));
  if (fields(draft.groups) !== fields(saved.groups)) return true;
  return [...draft.groupOf].some(([activity, group]) => saved.groupOf.get(activity) !== group);
}

/** `POST stats/rollup`'s body: every group in order and every activity's group. */
export function saveBody(draft: RollupDraft): CallBody<typeof saveRollup> {
  return {
    rollup: draft.groups.map(({ id, title, color }) => ({ id, title, color })),
    activities: [...draft.groupOf].map(([id, rollupId]) => ({ id, rollup_id: rollupId })),
  };
}

