import { useId } from 'react';
import { pageClass, type ScreenProps } from '@lms/sdk/web';
import { getCourseAiChoices, getCourseAiConfig } from '../../calls/courseAiCalls.ts';
import { useCallQuery } from '../serverData.ts';
import { CourseAgentForm } from './CourseAgentForm.tsx';
import { DescriptionDraft } from './DescriptionDraft.tsx';
import { FlaggedSection } from './FlaggedSection.tsx';
import { UsageSection } from './UsageSection.tsx';
import '../ai.css';

/**
 * /{courseId}/ai_manager (issue 27 item 6), from the course menu of its
 * editors: the course's assistant, its use and cost, the answers students
 * flagged, and a drafted course description.
 */
export default function AiManagerScreen({ params: { courseId } }: ScreenProps<'ai_manager'>) {
  const titleId = useId();
  const config = useCallQuery(getCourseAiConfig, { params: { courseId } });
  const choices = useCallQuery(getCourseAiChoices, { params: { courseId } });
  const failure = config.error ?? choices.error;
  return (
    <section className={`${pageClass('wide')} lms-ai-admin`} aria-labelledby={titleId}>
      <h1 id={titleId}>AI manager</h1>
      {failure && <p role="alert">{failure.message}</p>}
      {!(config.data && choices.data) && !failure && <p role="status">Loading the course’s assistant…</p>}
      {config.data && choices.data && (
        <>
          <p>
            {config.data.provider_configured
              ? 'Answers are written by the AI service from the course’s pages and the chosen sources only, citing them.'
              : 'No AI service is configured: answers quote the passages of the course and its sources that answer best, labelled as found in the course.'}
          </p>
          <div className="lms-ai-columns">
            <CourseAgentForm courseId={courseId} config={config.data} choices={choices.data} />
            <DescriptionDraft courseId={courseId} />
          </div>
        </>
      )}
      <UsageSection courseId={courseId} />
      <FlaggedSection courseId={courseId} />
    </section>
  );
}
