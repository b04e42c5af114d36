import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { ScreenProps } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { courseLoadMessages } from '../../course/courseLoadMessages.ts';
import { courseQueries } from '../../course/courseQueries.ts';
import { LoadError } from '../../ui/LoadError.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { ComponentEditForm } from './ComponentEditForm.tsx';
import { containerOf } from './containerPlace.ts';
import { NewComponentScreen } from './NewComponentScreen.tsx';

/**
 * /{courseId}/{lessonId}/{pageId}/{componentId}/edit: the component's common
 * fields and its plugin's Editor. Part 2 §2: the id may be "new", and a
 * component inside an advanced component is edited with the advanced object
 * in the query (?advanced={id}&tab={n}&index={i}).
 */
export function ComponentEditScreen({ params }: ScreenProps<'component.edit'>) {
  if (params.componentId === 'new') return <NewComponentScreen params={params} />;
  return <ExistingComponentEditor params={params} />;
}

function ExistingComponentEditor({ params }: ScreenProps<'component.edit'>) {
  const courseId = params.courseId;
  const { api } = useShell();
  const [search] = useSearchParams();
  const component = useQuery(courseQueries.component(api, courseId, params.componentId));
  if (component.isPending) return <LoadingState label="Loading the component…" />;
  if (component.isError) return <LoadError error={component.error} title="Component unavailable" messages={courseLoadMessages('component')} />;
  return <ComponentEditForm component={component.data} courseId={courseId} lessonId={params.lessonId} pageId={params.pageId} container={containerOf(search)} />;
}
