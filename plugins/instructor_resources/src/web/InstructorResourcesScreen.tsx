import { useId, useState } from 'react';
import { AppLink, pageClass, routePath, SelectField, type ScreenProps } from '@lms/sdk/web';
import { ALL_INSTRUCTOR_RESOURCES, getInstructorResources, type ResourceLesson } from '../calls/instructorResourceCalls.ts';
import { ResourceList } from './ResourceList.tsx';
import { useCallQuery } from './serverData.ts';
import './instructorResources.css';

/** Part 1 §2 "Additional Materials" beside the instructor notes, as the bottom panel names its tabs. */
const RECOMMENDED = 'Additional Materials';
const NOTES = 'Instructor Notes';

function LessonResources({ courseId, lesson }: { courseId: string; lesson: ResourceLesson }) {
  return (
    <section className="lms-resources__lesson" aria-labelledby={`lesson-${lesson._id}`}>
      <h2 id={`lesson-${lesson._id}`}>
        <AppLink to={routePath('lesson', { courseId, lessonId: lesson._id })}>{lesson.title}</AppLink>
      </h2>
      <ResourceList heading={RECOMMENDED} components={lesson.recommended} lessonId={lesson._id} pageId={null} />
      <ResourceList heading={NOTES} components={lesson.instructor_notes} lessonId={lesson._id} pageId={null} />
      {lesson.pages.map((page) => (
        <section key={page._id} className="lms-resources__page" aria-labelledby={`page-${page._id}`}>
          <h3 id={`page-${page._id}`}>
            <AppLink to={routePath('page', { courseId, lessonId: lesson._id, pageId: page._id })}>{page.title}</AppLink>
          </h3>
          <ResourceList heading={RECOMMENDED} components={page.recommended} lessonId={lesson._id} pageId={page._id} />
          <ResourceList heading={NOTES} components={page.instructor_notes} lessonId={lesson._id} pageId={page._id} />
        </section>
      ))}
    </section>
  );
}

/**
 * /{courseId}/instructor_resources (part 1 §2): every recommended resource and
 * instructor note of the course for its professors, narrowed to one lesson on
 * request; 'All Instructor Resources' (id 0, part 1 §9) comes first and shows them all.
 */
export default function InstructorResourcesScreen({ params }: ScreenProps<'instructor_resources'>) {
  const titleId = useId();
  const courseId = params.courseId;
  const answer = useCallQuery(getInstructorResources, { params: { courseId } });
  const [chosen, setChosen] = useState<string>(ALL_INSTRUCTOR_RESOURCES._id);

  let body;
  if (answer.isPending) body = <p role="status">Loading the instructor resources…</p>;
  else if (answer.error) {
    body = (
      <p className="lms-field-error" role="alert">
        {answer.error.message}
      </p>
    );
  } else if (answer.data.lessons.length === 0) body = <p>No lesson or page of this course has recommended resources or instructor notes yet.</p>;
  else {
    const lessons = answer.data.lessons as ResourceLesson[];
    const shown = chosen === ALL_INSTRUCTOR_RESOURCES._id ? lessons : lessons.filter((lesson) => lesson._id === chosen);
    body = (
      <>
        <SelectField
          label="Show"
          value={chosen}
          onChange={setChosen}
          options={answer.data.resources.map((resource) => ({ value: resource._id, label: resource.title }))}
        />
        {shown.map((lesson) => (
          <LessonResources key={lesson._id} courseId={courseId} lesson={lesson} />
        ))}
      </>
    );
  }
  return (
    <article className={`${pageClass('medium')} lms-resources`} aria-labelledby={titleId}>
      <h1 id={titleId}>Instructor Resources</h1>
      {body}
    </article>
  );
}
