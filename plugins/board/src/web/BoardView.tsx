import { VISUALLY_HIDDEN_CLASS, type ComponentViewProps } from '@lms/sdk/web';
import type { BoardConfig } from '../schemas/boardConfig.ts';
import { BoardStatusNotice } from './BoardStatusNotice.tsx';
import { PostForm, PostItem } from '@lms/sdk/web';
import { useBoard } from './useBoard.ts';
import { useBoardLive } from './useBoardLive.ts';
import './board.css';
import { boardMentions } from './mentionSource.ts';

/** A discussion board: its dates, a form to post, and the posts with nested replies, kept live. */
export default function BoardView({ component, courseId, lessonId, pageId }: ComponentViewProps<BoardConfig>) {
  const boardId = component._id;
  const { answer, loadError, announced, reload, onEvent, actions, post } = useBoard(courseId, boardId, `/${courseId}/${lessonId}/${pageId}`);
  const live = useBoardLive({ courseId, boardId, onEvent, onReconnect: () => void reload(), enabled: answer !== null });

  if (loadError !== null && answer === null) {
    return (
      <p className="lms-thread-error" role="alert">
        {loadError}
      </p>
    );
  }
  if (answer === null || actions === null) return <p className="lms-thread-quiet">Loading the discussion…</p>;
  const waiting = answer.board.requires_comment && !answer.posted;
  return (
    <div className="lms-board">
      <BoardStatusNotice board={answer.board} />
      <p className={VISUALLY_HIDDEN_CLASS} role="status" aria-live="polite">
        {announced}
      </p>
      {answer.can_post && (
        <PostForm
          label="New post"
          submitLabel="Post"
          mentions={boardMentions(courseId)}
          allowImages={answer.board.allow_images}
          onSubmit={async (html) => {
            // Admitted to the live room now; should that fail, the next reconnection joins again.
            if (await post(html)) await live.rejoin().catch(() => undefined);
          }}
        />
      )}
      {waiting && (
        <p className="lms-thread-notice">
          {answer.hidden_count > 0
            ? `Post first to see your classmates' posts (${answer.hidden_count} waiting).`
            : "Post first to see your classmates' posts."}
        </p>
      )}
      {answer.posts.length === 0 && !waiting && <p className="lms-thread-quiet">No posts yet.</p>}
      {answer.posts.length > 0 && (
        <ul className="lms-thread-posts" aria-label="Posts">
          {answer.posts.map((entry) => (
            <PostItem key={entry._id} post={entry} actions={actions} />
          ))}
        </ul>
      )}
    </div>
  );
}
