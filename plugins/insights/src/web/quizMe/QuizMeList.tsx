import { useCourseMode } from '@lms/sdk/web';
import { listQuizMe } from '../../calls/quizMeCalls.ts';
import { useCallQuery } from '../reports/serverData.ts';
import { QuizMeButton } from './QuizMeButton.tsx';

/** The caller's QuizMe (GET insights/quizme), asked as a student while the course is viewed as one. */
export function useQuizMe(courseId: string) {
  const mode = useCourseMode();
  return useCallQuery(listQuizMe, { params: { courseId }, query: mode === 'student' ? { as: 'student' } : {} });
}

/** Student insights' QuizMe card: each assessment the student may take, a button opening it in the QuizMe modal. */
export function QuizMeList({ courseId }: { courseId: string }) {
  const quizMe = useQuizMe(courseId);
  let body;
  if (quizMe.isPending) body = <p role="status">Loading the quizzes…</p>;
  else if (quizMe.error) body = <p role="alert">{quizMe.error.message}</p>;
  else if (quizMe.data.quizzes.length === 0) body = <p>No quizzes yet.</p>;
  else
    body = (
      <ul className="ins-quizme__list">
        {quizMe.data.quizzes.map((quiz) => (
          <li key={quiz.component_id}>
            <span>
              {quiz.title}
              {quiz.lesson_title ? <span className="ins-si-muted"> · Lesson {quiz.lesson_number ?? ''}: {quiz.lesson_title}</span> : null}
            </span>{' '}
            <QuizMeButton courseId={courseId} quiz={quiz} state={quizMe.data.state} />
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="ins-quizme" className="ins-si-card">
      <h2 id="ins-quizme">QuizMe</h2>
      {body}
    </section>
  );
}
