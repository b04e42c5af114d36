import { useMutation, useQuery } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { toggleStar } from '@lms/sdk/calls';
import { emitDataEvents, FREE_VERSION_MESSAGE, HOST_DATA_EVENTS } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { courseQueries } from '../../course/courseQueries.ts';
import { errorNotice } from '../../notifications/errorNotice.ts';
import { isDemoApp } from '../account/demoApp.ts';

interface BookmarkStarProps {
  courseId: string;
  lessonId: string;
  pageId: string;
}

/** The page's bookmark star: POST toggle_star flips the reader's bookmark; GET bookmarks tells whether it is on. */
export function BookmarkStar({ courseId, lessonId, pageId }: BookmarkStarProps) {
  const { api, settings, notifications, queryClient } = useShell();
  const demo = isDemoApp(settings);
  const bookmarks = useQuery({ ...courseQueries.bookmarks(api, courseId), enabled: !demo });
  const [toggled, setToggled] = useState<boolean | undefined>(undefined);
  const starred = toggled ?? bookmarks.data?.some((page) => page._id === pageId) ?? false;
  const toggle = useMutation({
    mutationFn: () => api.call(toggleStar, { params: { courseId, lessonId, pageId } }),
    onSuccess: async (answer) => {
      setToggled(answer.starClicked);
      // Every bookmark list (this star's, a bookmarks panel's) is read again; then the list speaks for the star.
      await emitDataEvents(queryClient, [HOST_DATA_EVENTS.bookmarksChanged]);
      setToggled(undefined);
    },
    onError: (error) => notifications.show({ type: 'error', message: errorNotice(error) }),
  });

  const onClick = () => {
    if (demo) notifications.show({ type: 'info', message: FREE_VERSION_MESSAGE });
    else if (!toggle.isPending) toggle.mutate();
  };
  return (
    <button
      type="button"
      className={starred ? 'bookmark-star bookmark-star--on' : 'bookmark-star'}
      aria-pressed={starred}
      aria-busy={toggle.isPending}
      onClick={onClick}
      title={starred ? 'Remove the bookmark' : 'Bookmark this page'}
    >
      <Star aria-hidden="true" size={22} fill={starred ? 'currentColor' : 'none'} />
      <span className="visually-hidden">Bookmark this page</span>
    </button>
  );
}
