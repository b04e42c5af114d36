import type { ApiClient } from '@lms/sdk/web';
import { createPost, deletePost, editPost, flagPost, pinPost, undeletePost, unflagPost, unpinPost } from '../calls/boardCalls.ts';

/** The board calls (docs/api.md "Boards and comments") for one board. */
export function boardApi(api: ApiClient, courseId: string, boardId: string) {
  const board = { courseId, boardId };
  const post = (postId: string) => ({ params: { ...board, postId } });
  return {
    /** Null when the text was empty (ignored). */
    create: async (message: string, parentId: string | null, location: string) =>
      (await api.call(createPost, { params: board, body: { message, parent_id: parentId, location } })) ?? null,
    edit: (id: string, message: string, location: string) => api.call(editPost, { ...post(id), body: { message, location } }),
    remove: (id: string) => api.call(deletePost, post(id)),
    restore: (id: string) => api.call(undeletePost, post(id)),
    flag: (id: string, on: boolean) => api.call(on ? flagPost : unflagPost, post(id)),
    pin: (id: string, on: boolean) => api.call(on ? pinPost : unpinPost, post(id)),
  };
}

export type BoardApi = ReturnType<typeof boardApi>;
