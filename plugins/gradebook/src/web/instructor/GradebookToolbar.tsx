import { Button } from '@lms/sdk/web';
import type { GradebookAnswer } from '../../calls/gradebookCalls.ts';
import { downloadCsv, gradebookCsv } from './gradebookCsv.ts';

export type ToolDialog = 'add' | 'import' | 'rules' | 'unenroll';

interface GradebookToolbarProps {
  answer: GradebookAnswer;
  selectedCount: number;
  reloading: boolean;
  reload(): void;
  open(dialog: ToolDialog): void;
}

/** The gradebook's actions: reload, custom columns, CSV in and out, group rules, un-enrol the selected students. */
export function GradebookToolbar({ answer, selectedCount, reloading, reload, open }: GradebookToolbarProps) {
  return (
    <div className="gb-toolbar" role="group" aria-label="Gradebook actions">
      <Button small onClick={reload} disabled={reloading}>
        Reload
      </Button>
      <Button small onClick={() => open('add')}>
        Add column
      </Button>
      <Button small onClick={() => open('import')}>
        Import CSV
      </Button>
      <Button small onClick={() => downloadCsv('gradebook-all.csv', gradebookCsv(answer))}>
        Export everything (CSV)
      </Button>
      {answer.groups.length > 0 && (
        <Button small onClick={() => open('rules')}>
          Group rules
        </Button>
      )}
      <Button small variant="danger" disabled={selectedCount === 0} onClick={() => open('unenroll')}>
        {selectedCount === 0 ? 'Un-enrol selected' : `Un-enrol selected (${selectedCount})`}
      </Button>
    </div>
  );
}

/** The rollup groups' colours and rules, in words beside each swatch. */
export function RollupLegend({ groups }: { groups: GradebookAnswer['groups'] }) {
  if (groups.length === 0) return null;
  return (
    <ul className="gb-legend" aria-label="Rollup groups">
      {groups.map((group) => (
        <li key={group.id}>
          <span className="gb-swatch" style={{ background: group.color }} aria-hidden="true" />
          {group.title}
          {group.weight !== null && ` · ${group.weight}%`}
          {group.drop_lowest > 0 && ` · drops lowest ${group.drop_lowest}`}
        </li>
      ))}
    </ul>
  );
}
