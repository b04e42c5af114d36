import { useQuery } from '@tanstack/react-query';
import { updateLesson } from '@lms/sdk/calls';
import { useShell } from '../../app/ShellContext.ts';
import { pagePath } from '../../course/contentPaths.ts';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { authoringQueries } from './authoringQueries.ts';
import { CollectionEditor } from './CollectionEditor.tsx';
import { ItemFieldsForm } from './ItemFieldsForm.tsx';

/** /{courseId}/{lessonId}/edit: the lesson's fields and its pages as a collection editor. */
export function LessonEditControls({ courseId, lessonId }: { courseId: string; lessonId: string }) {
  const { api } = useShell();
  const lesson = useQuery(authoringQueries.lesson(api, courseId, lessonId));
  if (lesson.isPending) return <LoadingState label="Loading the lesson's details…" />;
  if (lesson.isError) return <p className="form-error">The lesson's details could not be loaded.</p>;
  const data = lesson.data;
  const entries = data.pages.map((page) => ({
    _id: page._id,
    title: page.title,
    draft: page.draft,
    schedule: { open_date: page.open_date, suppress_until_available: page.suppress_until_available },
    href: pagePath(courseId, lessonId, page._id, 'edit'),
  }));
  return (
    <div className="authoring-panel">
      <ItemFieldsForm
        key={data._id}
        courseId={courseId}
        noun="lesson"
        save={async (fields) => (await api.call(updateLesson, { params: { courseId, lessonId }, body: fields })).relocated}
        successMessage="Lesson updated"
        initial={{
          title: data.title,
          subtitle: data.subtitle ?? '',
          description: data.description ?? '',
          thumbnailUrl: data.thumbnailUrl ?? '',
          draft: data.draft,
          preview: data.preview,
        }}
      />
      <CollectionEditor
        target={{ kind: 'pages', courseId, lessonId }}
        entries={entries}
        editPath={(id) => pagePath(courseId, lessonId, id, 'edit')}
        newWithComponentHref={`/${courseId}/${lessonId}/new/edit`}
      />
    </div>
  );
}
