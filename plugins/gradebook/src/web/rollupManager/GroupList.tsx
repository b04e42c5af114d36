import { AppLink, Button, routePath } from '@lms/sdk/web';
import type { DraftGroup } from './rollupDraft.ts';

interface GroupListProps {
  courseId: string;
  groups: readonly DraftGroup[];
  countOf(groupId: string): number;
  onEdit(group: DraftGroup): void;
  onRemove(group: DraftGroup): void;
}

const activitiesText = (count: number) => `${count} ${count === 1 ? 'activity' : 'activities'}`;

/** The gradebook's rules of a saved group, read-only here (they are edited in the gradebook's group rules). */
function rulesText(group: DraftGroup): string {
  if (group.weight === null && group.dropLowest === null) return 'Not saved yet';
  const weight = group.weight === null ? 'counts by points' : `weight ${group.weight}%`;
  return group.dropLowest ? `${weight}, drops the lowest ${group.dropLowest}` : weight;
}

/** The course's rollup groups in order, each with its colour, activity count and rules, to edit or remove. */
export function GroupList({ courseId, groups, countOf, onEdit, onRemove }: GroupListProps) {
  return (
    <>
      {groups.length === 0 ? (
        <p role="status">No groups yet: every activity counts in the course total alone.</p>
      ) : (
        <ul className="gb-rollup-groups">
          {groups.map((group) => (
            <li key={group.id} className="gb-rollup-group">
              <span className="gb-rollup-group__name">
                <span className="gb-rollup-swatch" aria-hidden="true" style={{ backgroundColor: group.color }} />
                {group.title}
              </span>
              <span className="gb-rollup-group__detail">
                {activitiesText(countOf(group.id))} · {rulesText(group)}
              </span>
              <span className="gb-rollup-group__actions">
                <Button variant="secondary" small aria-label={`Edit ${group.title}`} onClick={() => onEdit(group)}>
                  Edit
                </Button>
                <Button variant="secondary" small aria-label={`Remove ${group.title}`} onClick={() => onRemove(group)}>
                  Remove
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="gb-dialog__hint">
        Weights and dropped scores are the gradebook's group rules: set them in the <AppLink to={routePath('reports.grades', { courseId })}>gradebook</AppLink>.
      </p>
    </>
  );
}
