import type { GridColumn, GridColumnSpec } from '@lms/sdk/web';
import { cellHas, cellOf, type GradebookAnswer, type GradebookColumn, type StudentRow } from '../../calls/gradebookCalls.ts';
import { GradeCell, TOTAL_COLUMN, TotalCell } from './GradeCell.tsx';
import { percentText, scoreText } from './gradeFormat.ts';

/** The writes a cell's editor makes; each rejects with the message to show at the cell. */
export interface GradebookEdits {
  saveGrade(row: StudentRow, column: GradebookColumn, text: string): Promise<void>;
  saveFinalGrade(row: StudentRow, text: string): Promise<void>;
}

const SCORE_WIDTH = 130;

/** What the columns are made from (the students are not). */
export type ColumnSource = Pick<GradebookAnswer, 'course' | 'lessons' | 'groups' | 'columns'>;

/** A column's place among the answer's columns: the students' cells are in that order. */
type IndexedColumn = { column: GradebookColumn; index: number };

function activityColumn({ column, index }: IndexedColumn, edits: GradebookEdits): GridColumn<StudentRow> {
  const title = column.graded ? column.report_title : `${column.report_title} (practice)`;
  return {
    id: column.id,
    header: column.max_score === null ? title : `${title} (${scoreText(column.max_score)})`,
    width: SCORE_WIDTH,
    sortable: true,
    value: (row) => row.scores[index] ?? null,
    cell: (row) => (index < row.labels.length ? <GradeCell row={row} column={column} cell={cellOf(row, index)} /> : null),
    edit: {
      initialText: (row) => scoreText(row.scores[index] ?? null),
      commit: (row, text) => edits.saveGrade(row, column, text),
    },
  };
}

/**
 * A lesson's points so far (a closed lesson shows only this): what its counted cells add up to,
 * leaving out practice, excused and dropped cells as the totals do.
 */
function lessonSummary(lessonId: string, title: string, columns: readonly IndexedColumn[]): GridColumn<StudentRow> {
  const points = (row: StudentRow) => {
    let score = 0;
    let max = 0;
    for (const { column, index } of columns) {
      const cellScore = row.scores[index] ?? null;
      if (!column.graded || cellScore === null || column.max_score === null) continue;
      if (cellHas(row, index, 'excused') || cellHas(row, index, 'dropped')) continue;
      score += cellScore;
      max += column.max_score;
    }
    return { score, max };
  };
  return {
    id: `lesson:${lessonId}`,
    header: `${title} points`,
    width: SCORE_WIDTH,
    sortable: true,
    value: (row) => points(row).score,
    cell: (row) => {
      const { score, max } = points(row);
      return <span className="gb-cell gb-cell--summary">{`${scoreText(score)} / ${scoreText(max)}`}</span>;
    },
  };
}

function rollupColumns(answer: ColumnSource): GridColumn<StudentRow>[] {
  return answer.groups.map((group, index) => ({
    id: `group:${group.id}`,
    header: group.weight === null ? group.title : `${group.title} (${scoreText(group.weight)}%)`,
    width: SCORE_WIDTH,
    sortable: true,
    value: (row) => row.groups[index]?.percent ?? null,
    cell: (row) => (
      <span className="gb-cell gb-cell--rollup" style={{ ['--gb-rollup' as string]: group.color }}>
        <span className="gb-cell__score">{percentText(row.groups[index]?.percent ?? null)}</span>
      </span>
    ),
  }));
}

function totalColumn(edits: GradebookEdits): GridColumn<StudentRow> {
  return {
    id: TOTAL_COLUMN,
    header: 'Total %',
    width: SCORE_WIDTH,
    sortable: true,
    value: (row) => row.percent,
    cell: (row) => <TotalCell row={row} />,
    edit: {
      initialText: (row) => (row.final_override === null ? '' : String(row.final_override)),
      commit: (row, text) => edits.saveFinalGrade(row, text),
    },
  };
}

export const studentColumn: GridColumn<StudentRow> = {
  id: 'student',
  header: 'Student',
  width: 190,
  rowHeader: true,
  sortable: true,
  filterable: true,
  value: (row) => `${row.lastname}, ${row.firstname}`,
};

/**
 * The grid's columns: the student (kept in view), one group per lesson (a closed one keeps its
 * points summary), columns outside any lesson, each rollup group's percent, and the course total
 * (unless the course hides it). Practice columns go when the course suppresses them.
 */
export function gradebookColumns(answer: ColumnSource, edits: GradebookEdits): GridColumnSpec<StudentRow>[] {
  const shown = answer.columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => column.graded || !answer.course.suppress_practice_in_grade_center);
  const lessons = answer.lessons
    .map((lesson) => ({ lesson, columns: shown.filter(({ column }) => column.lesson === lesson.id) }))
    .filter(({ columns }) => columns.length > 0)
    .map(({ lesson, columns }) => ({
      id: `lesson-group:${lesson.id}`,
      header: lesson.title,
      collapsible: true,
      columns: [lessonSummary(lesson.id, lesson.title, columns), ...columns.map((column) => activityColumn(column, edits))],
    }));
  const lessonIds = new Set(answer.lessons.map((lesson) => lesson.id));
  const outside = shown.filter(({ column }) => column.lesson === null || !lessonIds.has(column.lesson)).map((column) => activityColumn(column, edits));
  const groups = rollupColumns(answer);
  return [
    studentColumn,
    ...lessons,
    ...outside,
    ...(groups.length > 0 ? [{ id: 'rollup-groups', header: 'Rollup groups', collapsible: true, columns: groups }] : []),
    ...(answer.course.no_total_column ? [] : [totalColumn(edits)]),
  ];
}
