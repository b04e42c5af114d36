import { useId, useState } from 'react';
import { AppLink, pageClass, routePath } from '@lms/sdk/web';
import { findCourses } from '../../calls/courseCalls.ts';
import { ADMINISTRATION_MESSAGES } from '../../schemas/administrationMessages.ts';
import type { ApiAdministeredCourse } from '../../schemas/administrationTypes.ts';
import { useCallMutation } from '../serverData.ts';
import { SearchBar } from '../SearchBar.tsx';
import { courseDate } from './courseDates.ts';
import '../administration.css';

const coursePath = (courseId: string) => routePath('administrator.courses.item', { courseId });

/** /administrator/courses (ours, beside the spec's /courses/{course_id}): any course of the installation by title or id (POST by_title_or_id). */
export default function CoursesScreen() {
  const titleId = useId();
  const [text, setText] = useState('');
  const [found, setFound] = useState<ApiAdministeredCourse[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const find = useCallMutation(findCourses);

  const search = async () => {
    setProblem(null);
    if (!text.trim()) return setProblem(ADMINISTRATION_MESSAGES.courseSearchEmpty);
    try {
      setFound((await find.mutateAsync({ body: { text: text.trim() } })).courses);
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  return (
    <section className={pageClass('wide')} aria-labelledby={titleId}>
      <h1 id={titleId}>Courses</h1>
      <SearchBar label="Title or course id" value={text} onChange={setText} problem={problem} busy={find.isPending} onSearch={() => void search()} />
      {found && found.length === 0 && <p role="status">No course found.</p>}
      {found && found.length > 0 && (
        <div className="lms-administration-scroll">
          <table className="lms-administration-table">
            <caption>{found.length === 1 ? 'One course found' : `${found.length} courses found`}</caption>
            <thead>
              <tr>
                <th scope="col">Course</th>
                <th scope="col">Dates</th>
                <th scope="col">Instructors</th>
                <th scope="col">Students</th>
              </tr>
            </thead>
            <tbody>
              {found.map((course) => (
                <tr key={course.id}>
                  <th scope="row">
                    <AppLink to={coursePath(course.id)}>{course.title}</AppLink>
                    {course.archived && ' (archived)'}
                  </th>
                  <td>
                    {courseDate(course.startDate)} – {courseDate(course.endDate)}
                  </td>
                  <td>{course.staff.filter((member) => member.role === 'instructor').map((member) => member.name).join(', ') || '—'}</td>
                  <td>{course.studentCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
