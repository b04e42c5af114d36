import { useId, useState, type FormEvent } from 'react';
import { ApiError, Button, pageClass, type RouteScreenProps } from '@lms/sdk/web';
import { chooseDeepLinks, deepLinkRequest, type DeepLinkItem, type PickableCourse } from '../calls/deepLinkCalls.ts';
import { useCallMutation, useCallQuery } from './serverData.ts';
import type { deepLinkRoute } from './routes.ts';
import './lti.css';

/** An item's key in the form: the course id, or `{course}/{lesson}`. */
const keyOf = (item: DeepLinkItem): string => (item.lesson_id ? `${item.course_id}/${item.lesson_id}` : item.course_id);
const itemOf = (key: string): DeepLinkItem => {
  const [courseId = '', lessonId] = key.split('/');
  return lessonId ? { course_id: courseId, lesson_id: lessonId } : { course_id: courseId };
};

/**
 * /lti_deep_link/{requestId} (issue 22 item 1): where a platform's deep
 * linking launch lands an instructor. They pick one of the courses they teach,
 * or one of its lessons (several when the platform takes several); the choice
 * is recorded and the browser opens the page that posts the signed answer
 * back to the platform.
 */
export default function LtiDeepLinkScreen({ params }: RouteScreenProps<typeof deepLinkRoute>) {
  const titleId = useId();
  const request = useCallQuery(deepLinkRequest, { params: { requestId: params.requestId } });
  const choose = useCallMutation(chooseDeepLinks);
  const [chosen, setChosen] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const multiple = request.data?.accept_multiple ?? false;

  const toggle = (key: string, on: boolean) => setChosen((keys) => (multiple ? (on ? [...keys, key] : keys.filter((k) => k !== key)) : on ? [key] : []));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen.length) {
      setProblem('Choose a course or a lesson to link.');
      return;
    }
    setProblem(null);
    try {
      const { response_url } = await choose.mutateAsync({ params: { requestId: params.requestId }, body: { items: chosen.map(itemOf) } });
      window.location.assign(response_url);
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : 'Your choice was not sent. Please try again.');
    }
  };

  return (
    <section className={pageClass('medium')} aria-labelledby={titleId}>
      <h1 id={titleId}>Link a course to your other LMS</h1>
      {request.isPending && <p role="status">Loading…</p>}
      {request.error && <p role="alert">{request.error instanceof ApiError ? request.error.message : 'This request could not be read. Please try again.'}</p>}
      {request.data && request.data.courses.length === 0 && <p>You teach no course here yet, so there is nothing to link.</p>}
      {request.data && request.data.courses.length > 0 && (
        <form onSubmit={submit} noValidate>
          <p>
            {request.data.issuer} asks for {multiple ? 'one or more courses or lessons' : 'one course or lesson'}. A student who follows the link there lands in what you choose here.
          </p>
          {request.data.courses.map((course) => (
            <CourseChoices key={course.id} course={course} multiple={multiple} chosen={chosen} onToggle={toggle} />
          ))}
          {problem && <p role="alert">{problem}</p>}
          <div className="lms-lti-actions">
            <Button type="submit" disabled={choose.isPending}>
              {choose.isPending ? 'Sending…' : 'Link and return'}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

function CourseChoices({ course, multiple, chosen, onToggle }: { course: PickableCourse; multiple: boolean; chosen: string[]; onToggle: (key: string, on: boolean) => void }) {
  const type = multiple ? 'checkbox' : 'radio';
  const options = [{ key: keyOf({ course_id: course.id }), label: 'The whole course' }, ...course.lessons.map((lesson) => ({ key: keyOf({ course_id: course.id, lesson_id: lesson.id }), label: `Lesson: ${lesson.title}` }))];
  return (
    <fieldset className="lms-lti-choices">
      <legend>{course.title}</legend>
      {options.map((option) => (
        <label key={option.key} className="lms-lti-choice">
          <input type={type} name="deep-link-item" value={option.key} checked={chosen.includes(option.key)} onChange={(event) => onToggle(option.key, event.target.checked)} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
