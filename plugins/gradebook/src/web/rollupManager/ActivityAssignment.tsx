import { useId, useState } from 'react';
import { Button, FormField, SelectField } from '@lms/sdk/web';
import { matchesActivityFilter, parseActivityFilter } from '@lms/sdk/rules';
import type { DraftGroup, RollupActivity } from './rollupDraft.ts';

interface ActivityAssignmentProps {
  groups: readonly DraftGroup[];
  activities: readonly RollupActivity[];
  groupOf: ReadonlyMap<string, string | null>;
  onAssign(activityIds: readonly string[], groupId: string, inGroup: boolean): void;
}

/**
 * Which activities count in a group: pick the group, narrow the list with
 * the filter (words and "quoted phrases", part 3 §5 "Rollup"), tick the
 * activities. Ticking one that is in another group moves it here.
 */
export function ActivityAssignment({ groups, activities, groupOf, onAssign }: ActivityAssignmentProps) {
  const listId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const [filterText, setFilterText] = useState('');
  const groupId = chosen !== null && groups.some((group) => group.id === chosen) ? chosen : (groups[0]?.id ?? null);
  if (groupId === null) return <p role="status">Add a group to assign activities to it.</p>;
  const group = groups.find((candidate) => candidate.id === groupId)!;
  const titleOf = new Map(groups.map((candidate) => [candidate.id, candidate.title]));
  const filter = parseActivityFilter(filterText);
  const shown = filter.ok ? activities.filter((activity) => matchesActivityFilter(filter.terms, [activity.title, activity.type])) : [];
  const shownIds = shown.map((activity) => activity.id);
  return (
    <div className="gb-rollup-assign">
      <div className="gb-rollup-assign__controls">
        <SelectField
          label="Group"
          value={groupId}
          onChange={setChosen}
          options={groups.map((candidate) => ({ value: candidate.id, label: candidate.title }))}
        />
        <FormField
          label="Filter activities"
          hint='Words, or "a quoted phrase".'
          value={filterText}
          onChange={setFilterText}
          error={filter.ok ? undefined : filter.message}
          type="search"
          aria-controls={listId}
        />
      </div>
      <div className="gb-rollup-assign__bulk">
        <Button variant="secondary" small disabled={shownIds.length === 0} onClick={() => onAssign(shownIds, groupId, true)}>
          Add the {shownIds.length} shown to {group.title}
        </Button>
        <Button variant="secondary" small disabled={shownIds.length === 0} onClick={() => onAssign(shownIds, groupId, false)}>
          Take the shown out of {group.title}
        </Button>
      </div>
      <fieldset className="gb-rollup-assign__list" id={listId}>
        <legend>Activities in {group.title}</legend>
        {filter.ok && shown.length === 0 && <p role="status">No activity matches the filter.</p>}
        {shown.map((activity) => {
          const current = groupOf.get(activity.id) ?? null;
          const elsewhere = current !== null && current !== groupId ? titleOf.get(current) : undefined;
          const boxId = `${listId}-${activity.id}`;
          return (
            <div key={activity.id} className="lms-field-check gb-rollup-assign__item">
              <input id={boxId} type="checkbox" checked={current === groupId} onChange={(event) => onAssign([activity.id], groupId, event.target.checked)} />
              <label htmlFor={boxId}>
                {activity.title} <span className="gb-rollup-assign__type">({activity.type})</span>
                {elsewhere !== undefined && <span className="gb-rollup-assign__elsewhere"> in {elsewhere}</span>}
              </label>
            </div>
          );
        })}
      </fieldset>
    </div>
  );
}
