import { useShell } from '../../app/ShellContext.ts';

/** After an authoring write: every cached read of the course is stale (outline, lessons, pages, library). */
export function useInvalidateCourse(courseId: string): () => Promise<void> {
  const { queryClient } = useShell();
  return () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(courseId) });
}
