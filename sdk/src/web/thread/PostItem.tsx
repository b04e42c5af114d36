import { useState } from 'react';
import './thread.css';
import type { ApiPost } from '../../thread/threadTypes.ts';
import { Button } from '../ui/Button.tsx';
import { RICH_TEXT_CLASS } from '../ui/richText.ts';
import { RelativeTime } from './RelativeTime.tsx';
import { PostForm } from './PostForm.tsx';
import type { ThreadActions } from './threadActions.ts';

/** One post or comment with what the reader may do to it, and its replies nested under it. */
export function PostItem({ post, actions }: { post: ApiPost; actions: ThreadActions }) {
  const [form, setForm] = useState<'reply' | 'edit' | null>(null);
  const own = post.id === actions.viewerId;
  const mayChange = actions.canWrite && (own || actions.moderator);
  const deleted = post.deleted !== null;
  const headingId = `post-${post._id}`;
  const button = (label: string, run: () => void, name = label) => (
    <Button type="button" variant="quiet" onClick={run} aria-label={`${name} (${actions.noun} by ${post.name})`}>
      {label}
    </Button>
  );
  return (
    <li className="lms-thread-post">
      <article aria-labelledby={headingId} className={deleted ? 'lms-thread-post-body lms-thread-post-body--deleted' : 'lms-thread-post-body'}>
        <header className="lms-thread-post-header">
          <strong id={headingId}>{post.name}</strong>
          <RelativeTime iso={post.timestamp} />
          {post.edited !== null && !deleted && <span className="lms-thread-quiet">(edited)</span>}
          {post.pin && <span className="lms-thread-badge">Pinned</span>}
          {post.flagged && <span className="lms-thread-badge lms-thread-badge--flag">Flagged</span>}
        </header>
        {deleted && <p className="lms-thread-quiet">{`This ${actions.noun} was deleted.`}</p>}
        {post.message !== '' && form !== 'edit' && <div className={RICH_TEXT_CLASS} dangerouslySetInnerHTML={{ __html: post.message }} />}
        {form === 'edit' && (
          <PostForm
            label={`Edit ${actions.noun}`}
            submitLabel="Save"
            mentions={actions.mentions}
            allowImages={actions.allowImages}
            initialHtml={post.message}
            onSubmit={async (html) => {
              await actions.edit(post._id, html);
              setForm(null);
            }}
            onCancel={() => setForm(null)}
          />
        )}
        {form !== 'edit' && (
          <div className="lms-thread-actions">
            {actions.canWrite && !deleted && button('Reply', () => setForm(form === 'reply' ? null : 'reply'))}
            {mayChange && !deleted && button('Edit', () => setForm('edit'))}
            {mayChange && !deleted && button('Delete', () => void actions.remove(post._id))}
            {mayChange && deleted && actions.restore && button('Restore', () => void actions.restore!(post._id))}
            {actions.flag && !own && !post.flagged && !deleted && button('Flag', () => void actions.flag!(post._id, true))}
            {actions.flag && actions.moderator && post.flagged && button('Un-flag', () => void actions.flag!(post._id, false))}
            {actions.pin && actions.moderator && button(post.pin ? 'Un-pin' : 'Pin', () => void actions.pin!(post._id, !post.pin))}
          </div>
        )}
      </article>
      {form === 'reply' && (
        <PostForm
          label={`Reply to ${post.name}`}
          submitLabel="Reply"
          mentions={actions.mentions}
          allowImages={actions.allowImages}
          onSubmit={async (html) => {
            await actions.reply(post._id, html);
            setForm(null);
          }}
          onCancel={() => setForm(null)}
        />
      )}
      {post.replies.length > 0 && (
        <ul className="lms-thread-replies" aria-label={`Replies to ${post.name}`}>
          {post.replies.map((reply) => (
            <PostItem key={reply._id} post={reply} actions={actions} />
          ))}
        </ul>
      )}
    </li>
  );
}
