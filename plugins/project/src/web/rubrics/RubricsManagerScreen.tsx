import { useId } from 'react';
import { pageClass, type ScreenProps } from '@lms/sdk/web';
import { RubricEditor } from './RubricEditor.tsx';

/**
 * /{courseId}/rubrics_manager and, with the program flag, /{programId}/rubrics_manager/{courseId}
 * (part 3 §2): the course's rubrics in the rubric editor, starting in its library.
 */
export default function RubricsManagerScreen({ params }: ScreenProps<'rubrics_manager' | 'program.rubrics_manager'>) {
  const titleId = useId();
  return (
    <section className={pageClass('medium')} aria-labelledby={titleId}>
      <h1 id={titleId}>Rubrics</h1>
      <RubricEditor key={params.courseId} courseId={params.courseId} />
    </section>
  );
}
