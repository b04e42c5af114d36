import { pageClass, AppLink, routePath, type ScreenProps } from '@lms/sdk/web';
import { getAssessmentFigures, getAssessmentItemDetails, type ItemDifficulty } from '../../calls/reportCalls.ts';
import { QuizMeButton } from '../quizMe/QuizMeButton.tsx';
import { useQuizMe } from '../quizMe/QuizMeList.tsx';
import { DistributionChart, FigureList } from './Figures.tsx';
import { LoadState } from './LoadState.tsx';
import { ReportsNav } from './ReportsNav.tsx';
import { ScrollTable } from './ScrollTable.tsx';
import { useCallQuery } from './serverData.ts';
import './reports.css';

/** How hard a Question was: the share of its answers that were fully right, in percent; null with none. */
export function percentCorrect(item: ItemDifficulty): number | null {
  return item.answered === 0 ? null : Math.round((item.correct * 100) / item.answered);
}

/** Part 3 /assessment-deep-dive/{assessmentId}: the score distribution, per-Question difficulty, the assessment plugin's live progress and item reports, and QuizMe (the assessment in the QuizMe modal). */
export default function AssessmentScreen({ params }: ScreenProps<'assessment_deep_dive.assessment'>) {
  const { courseId, assessmentId } = params;
  const figures = useCallQuery(getAssessmentFigures, { params: { courseId, componentId: assessmentId } });
  const items = useCallQuery(getAssessmentItemDetails, { params: { courseId, componentId: assessmentId } });
  const assessment = figures.data?.assessment;
  const quizMe = useQuizMe(courseId);
  const quiz = quizMe.data?.quizzes.find((entry) => entry.component_id === assessmentId);
  return (
    <div className={`${pageClass('wide')} ins-reports`}>
      <h1>{assessment ? assessment.title : 'Assessment deep dive'}</h1>
      <ReportsNav courseId={courseId} current="assessment_deep_dive" />
      <p className="ins-reports-links">
        <AppLink to={routePath('assessment_deep_dive', { courseId })}>All assessments</AppLink>
        <AppLink to={routePath('assessment_deep_dive.live_progress', { courseId, assessmentId })}>Live progress</AppLink>
        <AppLink to={routePath('assessment_deep_dive.items_detailed_report', { courseId, assessmentId })}>Item details report</AppLink>
      </p>
      {quiz && quizMe.data && (
        <div className="ins-quizme__open">
          <QuizMeButton courseId={courseId} quiz={quiz} state={quizMe.data.state} />
        </div>
      )}
      {!figures.data && <LoadState error={figures.error} what="the assessment" />}
      {figures.data && assessment && (
        <section aria-labelledby="ins-distribution">
          <h2 id="ins-distribution">Score distribution</h2>
          <FigureList submitted={assessment.submitted} students={figures.data.students} average={assessment.average} median={assessment.median} />
          {assessment.submitted > 0 ? <DistributionChart title={`Scores on ${assessment.title}`} histogram={assessment.histogram} /> : <p>Nobody has a score yet.</p>}
        </section>
      )}
      <section aria-labelledby="ins-questions">
        <h2 id="ins-questions">Questions</h2>
        {!items.data && <LoadState error={items.error} what="the Questions" />}
        {items.data?.error && <p role="status">{items.data.error}</p>}
        {items.data && !items.data.error && (
          <ScrollTable label="Difficulty per Question">
            <table>
              <caption>From each student's latest submitted attempt ({items.data.attempts} counted)</caption>
              <thead>
                <tr>
                  <th scope="col">Question</th>
                  <th scope="col">Answered</th>
                  <th scope="col">Correct</th>
                  <th scope="col">Partial</th>
                  <th scope="col">Incorrect</th>
                  <th scope="col">Average score</th>
                </tr>
              </thead>
              <tbody>
                {items.data.items.map((item, index) => (
                  <tr key={item.id}>
                    <th scope="row">
                      {index + 1}. {item.title}
                    </th>
                    <td>{item.answered}</td>
                    <td>
                      {item.correct}
                      {percentCorrect(item) !== null && ` (${percentCorrect(item)}%)`}
                    </td>
                    <td>{item.partial}</td>
                    <td>{item.incorrect}</td>
                    <td>{item.average_score === null ? '—' : `${Math.round(item.average_score * 100) / 100} of ${item.points}`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
        )}
      </section>
    </div>
  );
}
