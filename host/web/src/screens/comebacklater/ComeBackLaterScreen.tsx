import { useQuery } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import type { ScreenProps } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { isObjectId } from '../../router/courseId.ts';
import { useDocumentTitle } from '../../theme/useDocumentTitle.ts';
import { formatLaterDate } from './laterDate.ts';
import '../screens.css';
import './comeBackLater.css';
import { getCourseTitle } from '@lms/sdk/calls';
import { buttonClass } from '@lms/sdk/web';

/** /comebacklater/{courseId}/{laterDate} (part 2 §4 "Course start"): the course has not started yet. */
export function ComeBackLaterScreen({ params }: ScreenProps<'comebacklater'>) {
  useDocumentTitle('Come back later');
  const { api } = useShell();
  const courseId = params.courseId;
  const startsOn = formatLaterDate(params.laterDate ?? '');
  const course = useQuery({
    queryKey: ['course-title', courseId],
    queryFn: () => api.call(getCourseTitle, { params: { courseId } }),
    enabled: isObjectId(courseId),
  });
  const name = course.data?.title ?? 'This course';

  return (
    <div className="screen screen--narrow screen-message come-back-later">
      <CalendarClock className="come-back-later__icon" aria-hidden="true" size={48} />
      <h1>Come back later</h1>
      <p>{startsOn ? `${name} starts on ${startsOn}.` : `${name} has not started yet.`}</p>
      <p>Its lessons open once it starts. Until then, your other courses are in your list.</p>
      <Link className={buttonClass({ variant: 'primary' })} to="/list">
        Back to My Courses
      </Link>
    </div>
  );
}
