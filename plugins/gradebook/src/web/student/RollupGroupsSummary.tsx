import type { GroupTotal, RollupGroupView } from '../../calls/gradebookCalls.ts';
import { RollupColour } from './RollupColour.tsx';
import { scoreText } from '../shared/numberText.ts';

export interface RollupGroupsSummaryProps {
  groups: readonly RollupGroupView[];
  /** The student's total in each group, by group id; absent while totals are blocked. */
  totals: ReadonlyMap<string, GroupTotal> | null;
}

const dropRule = (count: number) => (count === 1 ? 'Your lowest score in it is dropped' : `Your ${count} lowest scores in it are dropped`);

/** The course's rollup groups with their colours, how each counts, and (unless totals are blocked) the student's percent in each. */
export function RollupGroupsSummary({ groups, totals }: RollupGroupsSummaryProps) {
  if (groups.length === 0) return null;
  return (
    <section className="lms-gradebook-groups" aria-labelledby="gradebook-groups">
      <h2 id="gradebook-groups">Grade groups</h2>
      <ul>
        {groups.map((group) => {
          const percent = totals?.get(group.id)?.percent ?? null;
          const rules = [group.weight !== null ? `Counts ${scoreText(group.weight)}% of the total` : null, group.drop_lowest > 0 ? dropRule(group.drop_lowest) : null].filter(Boolean);
          return (
            <li key={group.id}>
              <RollupColour color={group.color} />
              <strong>{group.title}</strong>
              {totals && `: ${percent === null ? 'nothing counts yet' : `${scoreText(percent)}%`}`}
              {rules.length > 0 && <span className="lms-gradebook-notes">{` (${rules.join('; ')})`}</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
