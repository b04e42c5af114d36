import { useEffect, useId, useState, type FormEvent } from 'react';
import { ApiError, Button, displayDate, NumberField, RelativeTime, RICH_TEXT_CLASS, useApi, useNotify } from '@lms/sdk/web';
import { getStudentComments, gradeStudentComments } from '../../calls/commentCalls.ts';
import { COMMENT_MESSAGES } from '../../schemas/commentMessages.ts';
import { readCommentScore } from './commentScore.ts';
import { useCallCache, useCallQuery } from './commentsData.ts';

export interface CommentGradingProps {
  courseId: string;
  componentId: string;
  studentId: string;
}

/**
 * The speed grader's user-comments tab: a student's comments on the
 * component's projects and their comments score, at most the comments max
 * score; saved to the gradebook's comments column. A score saved meanwhile by
 * another grader is refused and shown, never overwritten.
 */
export function CommentGrading({ courseId, componentId, studentId }: CommentGradingProps) {
  const api = useApi();
  const notify = useNotify();
  const headingId = useId();
  const args = { params: { courseId, componentId, studentId } };
  const query = useCallQuery(getStudentComments, args);
  const { set } = useCallCache();
  const answer = query.data ?? null;
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const savedGrade = answer?.grade ?? null;
  // The box shows the saved score whenever another is read (another student, a reread after a refusal).
  useEffect(() => setTyped(savedGrade === null ? '' : String(savedGrade)), [savedGrade, studentId]);

  if (!answer) {
    if (!query.error) return <p className="lms-thread-quiet">Loading the comments…</p>;
    return (
      <p className="lms-thread-error" role="alert">
        {query.error instanceof ApiError ? query.error.message : 'Could not load the comments.'}
      </p>
    );
  }
  const max = answer.max_score;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!answer || max === null) return;
    const read = readCommentScore(typed, max);
    if ('error' in read) return setError(read.error);
    setSaving(true);
    try {
      const saved = await api.call(gradeStudentComments, { ...args, body: { grade: read.score, revision: answer.revision } });
      set(getStudentComments, args, () => saved);
      notify({ type: 'success', message: COMMENT_MESSAGES.commentGraded });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Could not save. Try again.');
      if (failure instanceof ApiError && failure.errno === 'comment-grade-changed') await query.refetch();
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="lms-thread-form" aria-labelledby={headingId}>
      <h2 id={headingId}>Comments by this student</h2>
      {answer.comments.length === 0 ? (
        <p className="lms-thread-quiet">No comments on this component's projects.</p>
      ) : (
        <ul className="lms-thread-posts" aria-label="Comments by this student">
          {answer.comments.map((comment) => (
            <li key={comment._id} className="lms-thread-post-body">
              <p className="lms-thread-post-header">
                <strong>{comment.project_title}</strong>
                <RelativeTime iso={comment.timestamp} />
              </p>
              <div className={RICH_TEXT_CLASS} dangerouslySetInnerHTML={{ __html: comment.message }} />
            </li>
          ))}
        </ul>
      )}
      {!answer.graded ? (
        <p className="lms-thread-quiet">{COMMENT_MESSAGES.notGraded}</p>
      ) : max === null ? (
        <p className="lms-thread-error">{COMMENT_MESSAGES.gradedNeedsMaxScore}</p>
      ) : (
        <form className="lms-thread-form" onSubmit={save} aria-label="Comments score">
          <NumberField
            label={`Comments score (out of ${max})`}
            value={typed}
            onChange={(value) => (setTyped(value), setError(null))}
            hint={answer.graded_at ? `Last saved ${displayDate(answer.graded_at)}.` : 'Not graded yet. Leave empty for no score.'}
            error={error ?? undefined}
          />
          <div className="lms-thread-actions">
            <Button type="submit" variant="primary" disabled={saving}>
              Save score
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

export default CommentGrading;
