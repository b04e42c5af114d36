import { useLocation, useNavigate } from 'react-router';
import { useShell } from '../../app/ShellContext.ts';
import type { Relocation } from '@lms/sdk/calls';

/** Shown when a save of a shared lesson or page went to a copy (part 2 §6). */
export function relocationNotice(noun: string): string {
  return `This ${noun} is shared with other courses, so your change was saved to a copy of it for this course.`;
}

/**
 * The cached value with the copy listed right after the original (in any list
 * holding an item whose _id is `from`). Both ids resolve until the course is
 * read again, so neither the screen being left nor the one being opened finds
 * its item missing.
 */
function withCopyBeside(value: unknown, { from, to }: Relocation): unknown {
  if (Array.isArray(value)) {
    return value.flatMap((item: unknown) => {
      const next = withCopyBeside(item, { from, to });
      const isOriginal = typeof next === 'object' && next !== null && (next as { _id?: unknown })._id === from;
      return isOriginal ? [next, { ...(next as object), _id: to }] : [next];
    });
  }
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withCopyBeside(item, { from, to })]));
}

/**
 * Copy-on-write (docs/api.md "Ownership and copy-on-write"): when the server
 * relocated an item to a copy, the URL follows the new id (the cached course
 * outline lists the copy first, so the screen opened there finds it), the
 * author is told, and the course's reads are refreshed.
 */
export function useFollowRelocation(courseId: string): (relocated: Relocation | undefined, noun: string) => Promise<void> {
  const { queryClient, notifications } = useShell();
  const location = useLocation();
  const navigate = useNavigate();
  return async (relocated, noun) => {
    if (!relocated) return;
    const isCourseOutline = (key: readonly unknown[]) => key[0] === 'course' && key[1] === courseId;
    const segments = location.pathname.split('/');
    const moved = segments.includes(relocated.from);
    if (moved) {
      queryClient.setQueriesData({ queryKey: ['course', courseId] }, (old: unknown) => withCopyBeside(old, relocated));
      const path = segments.map((segment) => (segment === relocated.from ? relocated.to : segment)).join('/');
      await navigate(path + location.search, { replace: true });
    }
    // Notices are cleared on navigation: this one is shown once the URL holds the new id.
    notifications.show({ type: 'info', message: relocationNotice(noun) });
    // After a move the outline is only marked stale (read again by the next screen that needs it): read at
    // once, it could reach the screen being left before that is gone, which would then find its item missing.
    if (moved) await queryClient.invalidateQueries({ predicate: (query) => isCourseOutline(query.queryKey), refetchType: 'none' });
    await queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(courseId) && !(moved && isCourseOutline(query.queryKey)) });
  };
}
