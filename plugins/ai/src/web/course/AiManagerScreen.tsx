import { useId } from 'react';
import { pageClass, useSessionUser, type ScreenProps } from '@lms/sdk/web';
import { listAgents, listPersonas } from '../../calls/agentCalls.ts';
import { getCourseAiConfig } from '../../calls/courseAiCalls.ts';
import { getChatInfo } from '../../calls/chatCalls.ts';
import { listSources } from '../../calls/sourceCalls.ts';
import { useCallQuery } from '../serverData.ts';
import { CourseAgentForm } from './CourseAgentForm.tsx';
import { DescriptionDraft } from './DescriptionDraft.tsx';
import { FlaggedSection } from './FlaggedSection.tsx';
import { UsageSection } from './UsageSection.tsx';
import { readsCatalogue } from './readsCatalogue.ts';
import '../ai.css';

/**
 * /{courseId}/ai_manager (issue 27 item 6), from the course menu of its
 * editors: the course's assistant, its use and cost, the answers students
 * flagged, and a drafted course description.
 */
export default function AiManagerScreen({ params: { courseId } }: ScreenProps<'ai_manager'>) {
  const titleId = useId();
  const administrator = readsCatalogue(useSessionUser());
  const config = useCallQuery(getCourseAiConfig, { params: { courseId } });
  // The chat panel's view of the course names its agent for editors who cannot read the catalogue.
  const chat = useCallQuery(getChatInfo, { params: { courseId } }, { enabled: !administrator });
  const agents = useCallQuery(listAgents, {}, { enabled: administrator });
  const personas = useCallQuery(listPersonas, {}, { enabled: administrator });
  const sources = useCallQuery(listSources, {}, { enabled: administrator });
  const catalogue = agents.data && personas.data && sources.data ? { agents: agents.data, personas: personas.data, sources: sources.data } : null;
  const ready = config.data && (administrator ? catalogue : chat.data);
  const failure = config.error ?? chat.error ?? agents.error ?? personas.error ?? sources.error;
  return (
    <section className={`${pageClass('wide')} lms-ai-admin`} aria-labelledby={titleId}>
      <h1 id={titleId}>AI manager</h1>
      {failure && <p role="alert">{failure.message}</p>}
      {!ready && !failure && <p role="status">Loading the course’s assistant…</p>}
      {ready && config.data && (
        <>
          <p>
            {config.data.provider_configured
              ? 'Answers are written by the AI service from the course’s pages and the chosen sources only, citing them.'
              : 'No AI service is configured: answers quote the passages of the course and its sources that answer best, labelled as found in the course.'}
          </p>
          <div className="lms-ai-columns">
            <CourseAgentForm courseId={courseId} config={config.data} catalogue={catalogue} agentTitle={chat.data?.agent?.title ?? null} />
            <DescriptionDraft courseId={courseId} />
          </div>
        </>
      )}
      <UsageSection courseId={courseId} />
      <FlaggedSection courseId={courseId} />
    </section>
  );
}
