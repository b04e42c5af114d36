import { TextAreaField } from '@lms/sdk/web';
import { CommentBank } from './CommentBank.tsx';
import type { GraderTabProps } from './graderPanelTabs.ts';
import { MediaFeedback } from './MediaFeedback.tsx';

/** The grader's feedback: text (with the course's comment bank), audio and video. */
export function FeedbackSection({ target, draft, change }: GraderTabProps) {
  const insert = (text: string) => change({ textFeedback: draft.textFeedback.trim() === '' ? text : `${draft.textFeedback.trimEnd()}\n${text}` });
  return (
    <div className="lms-sg-feedback">
      <TextAreaField label="Feedback" rows={4} maxLength={50_000} value={draft.textFeedback} onChange={(textFeedback) => change({ textFeedback })} />
      <CommentBank courseId={target.courseId} onInsert={insert} />
      <MediaFeedback kind="audio" courseId={target.courseId} value={draft.audio} onChange={(audio) => change({ audio })} />
      <MediaFeedback kind="video" courseId={target.courseId} value={draft.video} onChange={(video) => change({ video })} />
    </div>
  );
}
