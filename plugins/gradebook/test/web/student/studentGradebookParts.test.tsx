import { describe, expect, it } from 'vitest';
import manifest from '../../../src/web/index.tsx';
import { lessonGroups, OTHER_GRADES } from '../../../src/web/student/lessonGroups.ts';
import { explainable, SCORE_NOT_AVAILABLE, studentScoreText, studentStateNotes } from '../../../src/web/student/studentCellText.ts';
import { scoreText } from '../../../src/web/shared/numberText.ts';
import { cell, column, gradebookAnswer, LESSON_1, LESSON_2 } from './studentFixture.tsx';

describe("a student's cell in words", () => {
  it('reads the score of the max with at most 2 decimals, or the score alone without a max', () => {
    expect(studentScoreText(cell({ score: 6.666 }), { max_score: 10 })).toBe('6.67 of 10');
    expect(studentScoreText(cell({ score: 3 }), { max_score: null })).toBe('3');
    expect(scoreText(83.335)).toBe('83.34');
  });

  it('says a score that may not show yet is not available yet, and one with nothing recorded has no score yet', () => {
    expect(studentScoreText(cell({ score: null, states: ['not_displaying_score_yet'] }), { max_score: 10 })).toBe(SCORE_NOT_AVAILABLE);
    expect(SCORE_NOT_AVAILABLE).toBe('Score not available yet');
    expect(studentScoreText(cell({ score: null }), { max_score: 10 })).toBe('No score yet');
  });

  it('reads an excused cell as excused, whatever its score', () => {
    expect(studentScoreText(cell({ score: 4, states: ['excused'] }), { max_score: 10 })).toBe('Excused');
    expect(explainable(cell({ score: null, states: ['excused'] }))).toBe(true);
    expect(explainable(cell({ score: null, states: ['not_displaying_score_yet'] }))).toBe(false);
  });

  it('names the states a student is told about, and leaves out the rest', () => {
    expect(studentStateNotes(cell({ states: ['dropped', 'practice', 'after_max_attempts', 'needs_grading'] }))).toEqual([
      'Dropped: the lowest in its group',
      'Practice: not in the total',
      'Waiting for your instructor to score it',
    ]);
  });
});

describe('lesson groups', () => {
  it('follow the course order of the lessons, leave out empty ones, and put columns outside any lesson last', () => {
    const answer = gradebookAnswer({
      lessons: [
        { id: LESSON_1, title: 'Cells' },
        { id: 'empty', title: 'Nothing here' },
        { id: LESSON_2, title: 'Genes' },
      ],
      columns: [column('free', { lesson: null }), column('b', { lesson: LESSON_2 }), column('a', { lesson: LESSON_1 }), column('gone', { lesson: 'unknown-lesson' })],
    });
    const groups = lessonGroups(answer, [cell({ score: 1 }), cell({ score: 2 }), cell({ score: 3 }), cell({ score: 4 })]);
    expect(groups.map((group) => [group.title, group.entries.map((entry) => [entry.column.id, entry.cell.score])])).toEqual([
      ['Cells', [['a', 3]]],
      ['Genes', [['b', 2]]],
      [OTHER_GRADES, [['free', 1], ['gone', 4]]],
    ]);
  });
});

describe('the gradebook web manifest (student part)', () => {
  it('shows the student gradebook on /gradebook and /insights/gradebook, and "Grades" in the students’ course menu', () => {
    expect(manifest.screens?.gradebook).toBeDefined();
    expect(manifest.screens?.['insights.gradebook']).toBe(manifest.screens?.gradebook);
    expect(manifest.courseMenu).toContainEqual({ route: 'gradebook', label: 'Grades', for: 'student', order: 30 });
  });
});
