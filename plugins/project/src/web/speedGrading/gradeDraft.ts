import type { CallBody } from '@lms/sdk/calls';
import type { GradingQueue, GradingSubmission, saveSpeedGrade } from '../../calls/speedGradingCalls.ts';
import type { ApiGrade, ProjectFile } from '../../schemas/projectTypes.ts';
import type { ApiRubric } from '../../schemas/rubricTypes.ts';
import { criteriaPoints, rubricTotal, scoreFromText } from './scoreEntry.ts';

/** The grader's work on one student, as the form holds it between saves. */
export interface GradeDraft {
  /** The plain score as typed (when not grading with the rubric). */
  scoreText: string;
  /** The chosen rating's id by criterion id. */
  ratings: Record<string, string>;
  /** Text grades by artifact id. */
  textGrades: Record<string, string>;
  textFeedback: string;
  audio: ProjectFile | null;
  video: ProjectFile | null;
  applyPolicy: boolean;
}

/** The draft a saved grade (or none) starts from. A rubric score maps back to the first rating worth those points. */
export function draftFromGrade(grade: ApiGrade | null, rubric: ApiRubric | null): GradeDraft {
  const ratings: Record<string, string> = {};
  for (const criterion of rubric?.criteria ?? []) {
    const points = grade?.criteria[criterion._id];
    const rating = points === undefined ? undefined : criterion.ratings.find((candidate) => candidate.points === points);
    if (rating) ratings[criterion._id] = rating._id;
  }
  // The grader's own score, before any late deduction the save applied.
  const score = grade?.original_score ?? grade?.grade ?? null;
  return {
    scoreText: score === null ? '' : String(score),
    ratings,
    textGrades: { ...grade?.text_grades },
    textFeedback: grade?.text_feedback ?? '',
    audio: grade?.audio_feedback ?? null,
    video: grade?.video_feedback ?? null,
    applyPolicy: grade?.apply_policy ?? false,
  };
}

const filled = (entries: Record<string, string>) => Object.fromEntries(Object.entries(entries).filter(([, text]) => text.trim() !== ''));

/** Whether two drafts would save the same grade (empty text grades count as none). */
export function sameDraft(a: GradeDraft, b: GradeDraft): boolean {
  const shape = (draft: GradeDraft) =>
    JSON.stringify([draft.scoreText.trim(), Object.entries(draft.ratings).sort(), Object.entries(filled(draft.textGrades)).sort(), draft.textFeedback, draft.audio?.id ?? null, draft.video?.id ?? null, draft.applyPolicy]);
  return shape(a) === shape(b);
}

/** The grade a draft gives before any late deduction: the rubric's total, or the plain score; null while blank. */
export function draftScore(draft: GradeDraft, queue: GradingQueue, useRubric: boolean): number | null {
  return useRubric && queue.rubric ? rubricTotal(queue.rubric, draft.ratings) : scoreFromText(draft.scoreText, queue.max_score);
}

/** Part 2 §5 "Scores": what must be there before a save; undefined when it may be saved. */
export function draftProblem(draft: GradeDraft, queue: GradingQueue, useRubric: boolean): string | undefined {
  if (useRubric && queue.rubric) {
    return queue.rubric.criteria.every((criterion) => draft.ratings[criterion._id] !== undefined) ? undefined : 'Choose a rating for every criterion.';
  }
  return scoreFromText(draft.scoreText, queue.max_score) === null ? `Enter a score from 0 to ${queue.max_score}.` : undefined;
}

export interface GradeTarget {
  courseId: string;
  componentId: string;
  queue: GradingQueue;
  /** The student's submission the form was opened on: the grade goes to this student and project, whatever the screen shows later. */
  submission: GradingSubmission;
}

/** Part 2 §7 `speed-grading/grade`'s payload, naming the grade revision the draft started from. */
export function saveBody(target: GradeTarget, draft: GradeDraft, useRubric: boolean, revision: number): CallBody<typeof saveSpeedGrade> {
  const { queue, submission } = target;
  const rubric = useRubric ? queue.rubric : null;
  return {
    component_id: target.componentId,
    component_title: queue.component_title,
    course_id: target.courseId,
    student_id: submission.student_id,
    project_id: submission.project._id,
    revision,
    grade: draftScore(draft, queue, useRubric),
    max_score: queue.max_score,
    text_grades: filled(draft.textGrades),
    text_feedback: draft.textFeedback,
    audio_feedback: draft.audio?.id ?? null,
    video_feedback: draft.video?.id ?? null,
    type: rubric ? 'rubric' : 'score',
    apply_policy: draft.applyPolicy,
    criteria: rubric ? criteriaPoints(rubric, draft.ratings) : {},
    rubric_id: rubric?._id ?? null,
  };
}
