import { useEffect, useState } from 'react';
import { ApiError, Button, pageClass, routePath, useAppNavigate, useNotify, type ScreenProps } from '@lms/sdk/web';
import { rowCells, studentGradebook, type GradebookAnswer } from '../../calls/gradebookCalls.ts';
import { ExplanationDialog } from '../shared/ExplanationDialog.tsx';
import { LessonGradesTable } from './LessonGradesTable.tsx';
import { lessonGroups } from './lessonGroups.ts';
import { RollupGroupsSummary } from './RollupGroupsSummary.tsx';
import { useCallQuery } from '../shared/serverData.ts';
import { scoreText } from '../shared/numberText.ts';
import './studentGradebook.css';

/** Part 3 §8 "Gradebook": a load that fails on the server's side. */
export const LOAD_FAILED = 'Could not load gradebook data (server error).';
export const NO_GRADES = 'You have no grades in this course yet.';

/**
 * The student's own gradebook (part 3 §2 /{courseId}/gradebook and
 * /{courseId}/insights/gradebook): each activity of each lesson with the score
 * when it may show, its label, its rollup group and how it was made; the
 * rollup groups; the total unless the course blocks totals. A 404 shows the
 * server's error as a warning and goes to the course root (part 3 §8).
 */
export default function StudentGradebookScreen({ params }: ScreenProps<'gradebook' | 'insights.gradebook'>) {
  const { courseId } = params;
  const read = useCallQuery(studentGradebook, { params: { courseId }, body: { allow_rollup: true } });
  const notify = useNotify();
  const navigate = useAppNavigate();
  const notFound = read.error instanceof ApiError && read.error.status === 404 ? read.error.message : null;

  useEffect(() => {
    if (notFound === null) return;
    notify({ type: 'warning', message: notFound });
    navigate(routePath('course', { courseId }));
  }, [notFound, courseId]);

  return (
    <section className={pageClass('wide')} aria-labelledby="gradebook-title">
      <h1 id="gradebook-title">Grades</h1>
      {read.error ? notFound === null && <p role="alert">{LOAD_FAILED}</p> : !read.data ? <p role="status">Loading…</p> : <StudentGrades answer={read.data} courseId={courseId} />}
    </section>
  );
}

function StudentGrades({ answer, courseId }: { answer: GradebookAnswer; courseId: string }) {
  const [explaining, setExplaining] = useState<{ activityId: string | null; title: string } | null>(null);
  const row = answer.students[0];
  if (!row) return <p>{NO_GRADES}</p>;
  const showTotals = !answer.course.block_total_scores;
  const groups = new Map(answer.groups.map((group) => [group.id, group]));
  const lessons = lessonGroups(answer, rowCells(row));
  return (
    <>
      {showTotals && (
        <section aria-labelledby="gradebook-total">
          <h2 id="gradebook-total">Total</h2>
          <p className="lms-gradebook-total">
            {row.percent === null ? 'Nothing counts toward your total yet.' : `${scoreText(row.percent)}%`}
            {row.score !== null && row.max_score !== null && ` (${scoreText(row.score)} of ${scoreText(row.max_score)} points)`}
          </p>
          {row.final_override !== null && <p>Your instructor set your final grade.</p>}
          {row.below_cut_off && <p>This is below the course's passing mark of {scoreText(answer.course.score_cut_off)}%.</p>}
          <Button onClick={() => setExplaining({ activityId: null, title: 'How your total was made' })}>How is my total made?</Button>
        </section>
      )}
      <RollupGroupsSummary groups={answer.groups} totals={showTotals ? new Map(row.groups.map((total) => [total.id, total])) : null} />
      {lessons.length === 0 ? (
        <p>{NO_GRADES}</p>
      ) : (
        lessons.map((lesson) => <LessonGradesTable key={lesson.id} lesson={lesson} groups={groups} onExplain={(activityId, title) => setExplaining({ activityId, title: `How your grade for ${title} was made` })} />)
      )}
      {explaining && <ExplanationDialog courseId={courseId} studentId={row.id} activityId={explaining.activityId} title={explaining.title} onClose={() => setExplaining(null)} />}
    </>
  );
}
