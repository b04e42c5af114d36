import type { ScreenProps } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { NotFoundScreen } from '../notFound/NotFoundScreen.tsx';
import { MyCoursesList } from './MyCoursesList.tsx';
import { PluginScreenSlot } from './PluginScreenSlot.tsx';

/**
 * /list/bundle/{id} (part 1 §2): the list default's bundle child, the course
 * list with the payments plugin's bundle payment modal on top of it.
 */
export function BundleListScreen({ params }: ScreenProps<'list.bundle'>) {
  const { registry } = useShell();
  if (!registry.screen('list.bundle')) return <NotFoundScreen />;
  return (
    <>
      <MyCoursesList />
      <PluginScreenSlot name="list.bundle" params={params} fallback={null} />
    </>
  );
}
