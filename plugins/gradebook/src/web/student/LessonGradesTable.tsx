import { AppLink, Button, VISUALLY_HIDDEN_CLASS } from '@lms/sdk/web';
import type { RollupGroupView } from '../../calls/gradebookCalls.ts';
import type { LessonGroup } from './lessonGroups.ts';
import { RollupColour } from './RollupColour.tsx';
import { explainable, studentScoreText, studentStateNotes } from './studentCellText.ts';

export interface LessonGradesTableProps {
  lesson: LessonGroup;
  groups: ReadonlyMap<string, RollupGroupView>;
  onExplain(activityId: string, title: string): void;
}

/** One lesson's activities (a column group of part 3 §4) with the student's score, label and how each grade was made. */
export function LessonGradesTable({ lesson, groups, onExplain }: LessonGradesTableProps) {
  const headingId = `gradebook-lesson-${lesson.id}`;
  return (
    <section className="lms-gradebook-lesson" aria-labelledby={headingId}>
      <h2 id={headingId}>{lesson.title}</h2>
      <table className="lms-gradebook-table" aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">Activity</th>
            <th scope="col">Group</th>
            <th scope="col">Score</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className={VISUALLY_HIDDEN_CLASS}>Explanation</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lesson.entries.map(({ column, cell }) => {
            const group = column.rollup_id === null ? undefined : groups.get(column.rollup_id);
            const notes = studentStateNotes(cell);
            return (
              <tr key={column.id}>
                <th scope="row">{column.link ? <AppLink to={column.link}>{column.report_title}</AppLink> : column.report_title}</th>
                <td>
                  {group && (
                    <>
                      <RollupColour color={group.color} />
                      {group.title}
                    </>
                  )}
                </td>
                <td>{studentScoreText(cell, column)}</td>
                <td>
                  {cell.label}
                  {notes.length > 0 && <span className="lms-gradebook-notes">{notes.map((note) => ` · ${note}`).join('')}</span>}
                </td>
                <td>
                  {explainable(cell) && (
                    <Button small variant="quiet" aria-label={`Explain my grade for ${column.report_title}`} onClick={() => onExplain(column.activity_id, column.report_title)}>
                      Explain
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
