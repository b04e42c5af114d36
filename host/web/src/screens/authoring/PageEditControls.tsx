import { useQuery } from '@tanstack/react-query';
import { useShell } from '../../app/ShellContext.ts';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { PAGE_UPDATED } from './authoringMessages.ts';
import { authoringQueries } from './authoringQueries.ts';
import { updatePage } from '@lms/sdk/calls';
import { ItemFieldsForm } from './ItemFieldsForm.tsx';
import { PAGE_SLOTS, type PageSlot } from './pageSlots.ts';
import { PageSlotList } from './PageSlotList.tsx';
import { useFollowRelocation } from './useFollowRelocation.ts';
import { useInvalidateCourse } from './useInvalidateCourse.ts';
import './authoring.css';

/** /{courseId}/{lessonId}/{pageId}/edit: the page's fields and its three lists. */
export function PageEditControls({ courseId, lessonId, pageId }: { courseId: string; lessonId: string; pageId: string }) {
  const { api } = useShell();
  const page = useQuery(authoringQueries.pageDetail(api, courseId, pageId));
  const invalidate = useInvalidateCourse(courseId);
  const followRelocation = useFollowRelocation(courseId);
  if (page.isPending) return <LoadingState label="Loading the page's details…" />;
  if (page.isError) return <p className="form-error">The page's details could not be loaded.</p>;
  const data = page.data;
  const params = { courseId, lessonId, pageId };

  const saveSlot = async (slot: PageSlot, ids: string[]) => {
    const answer = await api.call(updatePage, { params, body: { [slot]: ids } });
    if (answer.relocated) await followRelocation(answer.relocated, 'page');
    else await invalidate();
  };

  return (
    <section className="authoring-panel" aria-label="Page authoring">
      <ItemFieldsForm
        key={data._id}
        courseId={courseId}
        noun="page"
        save={async (fields) => (await api.call(updatePage, { params, body: fields })).relocated}
        successMessage={PAGE_UPDATED}
        initial={{ title: data.title, subtitle: data.subtitle ?? '', thumbnailUrl: data.thumbnailUrl ?? '', draft: data.draft }}
      />
      {PAGE_SLOTS.map(({ slot, label }) => (
        <PageSlotList key={slot} courseId={courseId} lessonId={lessonId} page={data} slot={slot} label={label} save={saveSlot} />
      ))}
    </section>
  );
}
