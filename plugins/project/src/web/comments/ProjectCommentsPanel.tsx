import { useId } from 'react';
import { ApiError, PostForm, PostItem, VISUALLY_HIDDEN_CLASS } from '@lms/sdk/web';
import { useProjectComments } from './useProjectComments.ts';

export interface ProjectCommentsPanelProps {
  courseId: string;
  projectId: string;
  componentId: string;
}

/**
 * The comments tab of the project screen (part 2 §2, §3 "Comment"): the thread
 * with its form, replies, edit and delete, flag, and pin for moderators,
 * @mentions, kept live by the project's comment room.
 */
export default function ProjectCommentsPanel({ courseId, projectId }: ProjectCommentsPanelProps) {
  const headingId = useId();
  const { answer, error, announced, actions, comment } = useProjectComments(courseId, projectId);
  if (answer === null || actions === null) {
    if (!error) return <p className="lms-thread-quiet">Loading the comments…</p>;
    return (
      <p className="lms-thread-error" role="alert">
        {error instanceof ApiError ? error.message : 'Could not load the comments. Try again later.'}
      </p>
    );
  }
  return (
    <section className="lms-thread-form" aria-labelledby={headingId}>
      <h2 id={headingId} className={VISUALLY_HIDDEN_CLASS}>
        Comments
      </h2>
      <p className={VISUALLY_HIDDEN_CLASS} role="status" aria-live="polite">
        {announced}
      </p>
      <PostForm label="New comment" submitLabel="Comment" mentions={actions.mentions} allowImages={false} onSubmit={comment} />
      {answer.comments.length === 0 ? (
        <p className="lms-thread-quiet">No comments yet.</p>
      ) : (
        <ul className="lms-thread-posts" aria-label="Comments">
          {answer.comments.map((comment) => (
            <PostItem key={comment._id} post={comment} actions={actions} />
          ))}
        </ul>
      )}
    </section>
  );
}
