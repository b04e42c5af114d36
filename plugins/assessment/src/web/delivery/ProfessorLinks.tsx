/** A professor's ways to the assessment's instructor tools (part 1 §2 and part 3 §2 routes). */
export function ProfessorLinks({ courseId, lessonId, pageId, componentId, title }: { courseId: string; lessonId: string; pageId: string; componentId: string; title: string }) {
  const quiz = `?quizName=${encodeURIComponent(title)}`;
  const activity = `/${courseId}/${lessonId}/${pageId}/${componentId}`;
  return (
    <nav aria-label="Instructor tools" className="lms-assessment-tools">
      <ul>
        <li>
          <a href={`${activity}/liveview${quiz}`}>Live view</a>
        </li>
        <li>
          <a href={`${activity}/assessmentdetail${quiz}`}>Question details</a>
        </li>
        <li>
          <a href={`/${courseId}/grading_center/${componentId}/bystudent`}>Grading</a>
        </li>
        <li>
          <a href={`/${courseId}/questions`}>Questions</a>
        </li>
      </ul>
    </nav>
  );
}
