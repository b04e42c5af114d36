import ProjectCommentsPanel from '../comments/ProjectCommentsPanel.tsx';
import { CommentGrading } from '../comments/CommentGrading.tsx';
import type { GraderTabProps } from './graderPanelTabs.ts';

/** Part 2 §2 the grader's user-comments tab: the project's comments (the grader may comment), then the student's own comments with their score. */
export function UserCommentsTab({ target }: GraderTabProps) {
  const { courseId, componentId, submission } = target;
  return (
    <>
      <ProjectCommentsPanel courseId={courseId} projectId={submission.project._id} componentId={componentId} />
      <CommentGrading courseId={courseId} componentId={componentId} studentId={submission.student_id} />
    </>
  );
}
