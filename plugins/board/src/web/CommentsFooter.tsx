import { useId } from 'react';
import { THREAD_MESSAGES } from '../schemas/boardMessages.ts';
import { CommentSettingsForm } from './CommentSettingsForm.tsx';
import type { ComponentFooterProps as FooterProps } from '@lms/sdk/web';
import { PostForm, PostItem } from '@lms/sdk/web';
import { useComments } from './useComments.ts';
import './board.css';
import { boardMentions } from './mentionSource.ts';

function CommentSection({ component, courseId, lessonId, pageId, mode, professorView }: FooterProps) {
  const headingId = useId();
  const { answer, actions, comment, saveSettings } = useComments(courseId, component._id, `/${courseId}/${lessonId}/${pageId}`);
  const authoring = professorView && mode === 'edit';
  if (answer === null || actions === null) return null;
  if (!answer.settings.enabled) return authoring ? <CommentSettingsForm settings={answer.settings} onSave={saveSettings} /> : null;
  return (
    <section className="lms-board-comments" aria-labelledby={headingId}>
      <h3 id={headingId} className="lms-board-comments-title">
        Comments
      </h3>
      {authoring && <CommentSettingsForm settings={answer.settings} onSave={saveSettings} />}
      {actions.canWrite ? (
        <PostForm label="New comment" submitLabel="Comment" mentions={boardMentions(courseId)} allowImages={false} onSubmit={comment} />
      ) : (
        <p className="lms-thread-notice">{THREAD_MESSAGES.commentsClosed}</p>
      )}
      {answer.comments.length > 0 && (
        <ul className="lms-thread-posts" aria-label="Comments">
          {answer.comments.map((entry) => (
            <PostItem key={entry._id} post={entry} actions={actions} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Comments under a component, when it has them on; authors turn them on here in Author Mode. A board is its own discussion. */
export default function CommentsFooter(props: FooterProps) {
  return props.component.type === 'board' ? null : <CommentSection {...props} />;
}
