import { Suspense } from 'react';
import type { CourseMode } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';

interface PageDecoratorsProps {
  root: HTMLElement | null;
  courseId: string;
  lessonId: string;
  pageId: string;
  mode: CourseMode;
}

/** Every installed plugin's page decorators over the page's components (the glossary's term marks); a failing one is left out. */
export function PageDecorators({ root, ...place }: PageDecoratorsProps) {
  const { registry } = useShell();
  if (!root) return null;
  const decorators = [...registry.manifests.values()].flatMap((manifest) => (manifest.pageDecorators ?? []).map((Decorator, index) => ({ key: `${manifest.id}-${index}`, Decorator })));
  return decorators.map(({ key, Decorator }) => (
    <ErrorBoundary key={key} fallback={null}>
      <Suspense fallback={null}>
        <Decorator root={root} {...place} />
      </Suspense>
    </ErrorBoundary>
  ));
}
