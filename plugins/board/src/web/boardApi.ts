import type { ApiClient } from '@lms/sdk/web';
import type { ApiPost, BoardAnswer, MentionCandidate, ModerationAnswer } from '../schemas/threadTypes.ts';

/** The board calls (docs/api.md "Boards and comments"). */
export function boardApi(api: ApiClient, courseId: string, boardId: string) {
  const board = `board/${courseId}/${boardId}/`;
  const post = (id: string) => `${board}posts/${id}/`;
  return {
    read: () => api.get<BoardAnswer>(board),
    /** Null when the text was empty (ignored). */
    create: async (message: string, parentId: string | null, location: string) =>
      ((await api.post<ApiPost | undefined>(`${board}posts/`, { message, parent_id: parentId, location })) ?? null) as ApiPost | null,
    edit: (id: string, message: string, location: string) => api.put<ApiPost>(post(id), { message, location }),
    remove: (id: string) => api.delete<ApiPost>(post(id)),
    restore: (id: string) => api.post<ApiPost>(`${post(id)}undelete/`),
    flag: (id: string, on: boolean) => (on ? api.post<ModerationAnswer>(`${post(id)}flag/`) : api.delete<ModerationAnswer>(`${post(id)}flag/`)),
    pin: (id: string, on: boolean) => (on ? api.post<ModerationAnswer>(`${post(id)}pin/`) : api.delete<ModerationAnswer>(`${post(id)}pin/`)),
  };
}

export type BoardApi = ReturnType<typeof boardApi>;

export const mentionCandidates = (api: ApiClient, courseId: string) => api.get<MentionCandidate[]>(`board_mentions/${courseId}/`);
