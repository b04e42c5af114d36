import { useSearchParams } from 'react-router';
import type { ScreenProps } from '@lms/sdk/web';
import { useDocumentTitle } from '../../theme/useDocumentTitle.ts';
import { CourseNotice } from '../login/CourseNotice.tsx';
import { useSessionEntry } from '../login/useSessionEntry.ts';
import { professorCourseId } from './professorCourse.ts';
import { ProfessorRegistrationForm } from './ProfessorRegistrationForm.tsx';
import '../screens.css';
import '../login/entry.css';

/** /professor_registration/{id}: an instructor account, asking for the course from the route, the query or the demo. */
export function ProfessorRegistrationScreen({ params }: ScreenProps<'professor_registration'>) {
  useDocumentTitle('Instructor registration');
  const [search] = useSearchParams();
  const course = professorCourseId(params.id, search);
  const { enter } = useSessionEntry();
  return (
    <div className="screen entry">
      <div className="entry-card entry-card--wide">
        <h1 className="entry__title">Instructor registration</h1>
        <p className="entry__intro">Create your instructor account.</p>
        <CourseNotice courseId={course} lead="You are asking to teach" />
        <ProfessorRegistrationForm enter={enter} course={course} />
      </div>
    </div>
  );
}
