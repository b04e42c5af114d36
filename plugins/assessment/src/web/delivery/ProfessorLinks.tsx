import { AppLink } from '@lms/sdk/web';

/** A professor's ways to the assessment's instructor tools (part 1 §2 and part 3 §2 routes). */
export function ProfessorLinks({ courseId, lessonId, pageId, componentId, title }: { courseId: string; lessonId: string; pageId: string; componentId: string; title: string }) {
  const quiz = `?quizName=${encodeURIComponent(title)}`;
  const activity = `/${courseId}/${lessonId}/${pageId}/${componentId}`;
  return (
    <nav aria-label="Instructor tools" className="lms-assessment-tools">
      <ul>
        <li>
          <AppLink to={`${activity}/liveview${quiz}`}>Live view</AppLink>
        </li>
        <li>
          <AppLink to={`${activity}/assessmentdetail${quiz}`}>Question details</AppLink>
        </li>
        <li>
          <AppLink to={`/${courseId}/grading_center/${componentId}/bystudent`}>Grading</AppLink>
        </li>
        <li>
          <AppLink to={`/${courseId}/questions`}>Questions</AppLink>
        </li>
      </ul>
    </nav>
  );
}
