import { lazy } from 'react';
import { Sparkles } from 'lucide-react';
import { defineWebPlugin } from '@lms/sdk/web';
import { useAiChatShown } from './chat/chatData.ts';

/**
 * The AI areas (issue 27): the administrator's sources, training, agents and
 * personas; the course's AI manager; the student's chat panel, shown in a
 * course where the assistant is enabled.
 */
export default defineWebPlugin({
  id: 'ai',
  screens: {
    'administrator.aibook': lazy(() => import('./admin/SourcesScreen.tsx')),
    'administrator.aitrain': lazy(() => import('./admin/TrainingScreen.tsx')),
    'administrator.aichat': lazy(() => import('./admin/AgentsScreen.tsx')),
    'administrator.aipersona': lazy(() => import('./admin/PersonasScreen.tsx')),
    ai_manager: lazy(() => import('./course/AiManagerScreen.tsx')),
  },
  administrationEntries: [
    { route: 'administrator.aibook', label: 'AI sources', description: 'Books and documents the course assistant may quote.', order: 60 },
    { route: 'administrator.aitrain', label: 'AI training', description: 'The indexing of each source: progress and errors.', order: 61 },
    { route: 'administrator.aichat', label: 'AI chat agents', description: 'The AI service, the agents courses choose, and a preview to try them.', order: 62 },
    { route: 'administrator.aipersona', label: 'AI personas', description: 'Voices and teaching styles given to the assistant.', order: 63 },
  ],
  courseMenu: [{ route: 'ai_manager', label: 'AI manager', for: 'professor', edit: true, order: 85 }],
  panels: { aiChat: { title: 'Course assistant', icon: Sparkles, Panel: lazy(() => import('./chat/ChatPanel.tsx')) } },
  headerEntries: [{ id: 'aiChat', label: 'Course assistant', icon: Sparkles, opens: { panel: 'aiChat' }, place: 'course', useShown: useAiChatShown }],
});
