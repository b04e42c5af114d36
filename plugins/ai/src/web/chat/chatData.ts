import { useCurrentPlace } from '@lms/sdk/web';
import { getChatInfo } from '../../calls/chatCalls.ts';
import { useCallQuery } from '../serverData.ts';

/** Emitted when an answer is stored or the course's configuration changes: the panel and its header icon read again. */
export const AI_CHAT_CHANGED = 'ai.chat-changed';

/** The header entry shows only in a course where the assistant is enabled (HeaderEntry.useShown); hidden while unknown. */
export function useAiChatShown(): boolean {
  const { courseId } = useCurrentPlace();
  const info = useCallQuery(getChatInfo, { params: { courseId: courseId ?? '' } }, { enabled: Boolean(courseId), refetchOn: [AI_CHAT_CHANGED], staleTime: 60_000 });
  return info.data?.enabled === true;
}
