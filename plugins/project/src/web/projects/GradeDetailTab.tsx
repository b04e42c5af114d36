import type { ApiArtifact, ApiGrade, ProjectFile } from '../../schemas/projectTypes.ts';
import type { ApiRubric } from '../../schemas/rubricTypes.ts';
import { PROJECT_MESSAGES } from './projectMessages.ts';
import type { ProjectPanelProps } from './projectPanelTabs.ts';

/** Part 2 §5 Scores: 2 decimals. */
const score = (value: number) => String(Math.round(value * 100) / 100);

/** The late deduction as the grader applied it: the percent the original score lost. */
export function lateDeductionPercent(grade: Pick<ApiGrade, 'grade' | 'original_score' | 'apply_policy'>): number | null {
  if (!grade.apply_policy || grade.original_score === null || grade.grade === null || grade.original_score <= 0) return null;
  const percent = (1 - grade.grade / grade.original_score) * 100;
  return percent > 0 ? Math.round(percent * 100) / 100 : null;
}

function FeedbackMedia({ file, kind }: { file: ProjectFile; kind: 'audio' | 'video' }) {
  if (file.converting) return <p role="status">{PROJECT_MESSAGES.videoConverting}</p>;
  return kind === 'audio' ? <audio controls src={file.url} aria-label="Audio feedback" /> : <video controls src={file.url} aria-label="Video feedback" className="lms-project-feedback-video" />;
}

function RubricDetail({ rubric, criteria }: { rubric: ApiRubric; criteria: ApiGrade['criteria'] }) {
  return (
    <table className="lms-project-rubric">
      <caption>Rubric: {rubric.title}</caption>
      <thead>
        <tr>
          <th scope="col">Criterion</th>
          <th scope="col">Rating</th>
          <th scope="col">Points</th>
        </tr>
      </thead>
      <tbody>
        {rubric.criteria.map((criterion) => {
          const points = criteria[criterion._id];
          const rating = points === undefined ? undefined : criterion.ratings.find((candidate) => candidate.points === points);
          return (
            <tr key={criterion._id}>
              <th scope="row">{criterion.title}</th>
              <td>{rating ? rating.rating : '—'}</td>
              <td>
                {points === undefined ? '—' : score(points)} / {score(criterion.max_points)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function TextGrades({ artifacts, grades }: { artifacts: readonly ApiArtifact[]; grades: ApiGrade['text_grades'] }) {
  const graded = artifacts.filter((artifact) => (grades[artifact._id] ?? artifact.text_grade ?? '').trim() !== '');
  if (graded.length === 0) return null;
  return (
    <section aria-labelledby="project-text-grades">
      <h3 id="project-text-grades">Comments on items</h3>
      <dl className="lms-project-text-grades">
        {graded.map((artifact) => (
          <div key={artifact._id}>
            <dt>{artifact.title || 'Untitled item'}</dt>
            <dd>{grades[artifact._id] ?? artifact.text_grade}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** What the grader gave: the score (with the late deduction as original score and percent), the rubric's ratings, text grades per item and the feedback. */
export function GradeDetailTab({ answer }: Pick<ProjectPanelProps, 'answer'>) {
  const { grade, rubric, project } = answer;
  if (!grade) return <p className="lms-project-quiet">Not graded yet.</p>;
  const deduction = lateDeductionPercent(grade);
  return (
    <div className="lms-project-grade">
      <p className="lms-project-grade__score">
        Score: <strong>{grade.grade === null ? '—' : score(grade.grade)}</strong> / {score(grade.max_score)}
      </p>
      {deduction !== null && grade.original_score !== null && (
        <p>
          Late: original score {score(grade.original_score)}, deduction {deduction}%.
        </p>
      )}
      {rubric && grade.rubric_id === rubric._id && <RubricDetail rubric={rubric} criteria={grade.criteria} />}
      <TextGrades artifacts={project.current_version.artifacts} grades={grade.text_grades} />
      {(grade.text_feedback || grade.audio_feedback || grade.video_feedback) && (
        <section aria-labelledby="project-feedback">
          <h3 id="project-feedback">Feedback</h3>
          {grade.text_feedback && <p className="lms-project-feedback-text">{grade.text_feedback}</p>}
          {grade.audio_feedback && <FeedbackMedia file={grade.audio_feedback} kind="audio" />}
          {grade.video_feedback && <FeedbackMedia file={grade.video_feedback} kind="video" />}
        </section>
      )}
    </div>
  );
}
