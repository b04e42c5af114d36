import { definePluginDemo } from '@lms/sdk';
import { agentsRef, courseConfigsRef, courseDescriptionRef, personasRef, savedDescriptionsRef, sourcesRef } from './services.ts';

const HANDBOOK = [
  'How this course works. Each lesson is made of pages, and each page holds up to two components: text, a video, a quiz or a discussion board.',
  'Use Previous and Next to move between pages. Your progress is saved as you go, and the study center lists what to review.',
  'Quizzes are graded. The course assistant will not help with a quiz before its due date or while you are taking it.',
].join('\n\n');

/**
 * The demo installation's assistant: a persona, a published agent with its
 * initial questions, a short handbook source (indexed by the job queue) and
 * the demo course switched on with them. Left as it is once the course has
 * an AI configuration (an instructor's own choices stay). And a saved course
 * description, drafted from the course as 'Draft a description' does without
 * a provider (no AI service is called at start-up), kept by the instructor
 * unless the course already has one.
 */
export const aiDemo = definePluginDemo({
  deps: { personas: personasRef, agents: agentsRef, sources: sourcesRef, configs: courseConfigsRef, drafter: courseDescriptionRef, descriptions: savedDescriptionsRef },
  async seed({ courseId, instructor, deps }) {
    const note = [`AI assistant: the chat panel of /${courseId} (quoted passages until an administrator sets a provider); AI manager: /${courseId}/ai_manager`];
    if ((await deps.descriptions.saved(courseId, instructor)).description === null) await deps.descriptions.save(courseId, await deps.drafter.extract(courseId), instructor);
    if ((await deps.configs.settings(courseId)).agent_alias_id) return note;
    const persona = await deps.personas.create({ name: 'Patient explainer', voice: 'warm and plain', teaching_style: 'Patient explainer', instructions: 'Explain step by step and check understanding with a short question at the end.' });
    await deps.agents.save('course-tutor', {
      title: 'Course tutor',
      persona_id: persona._id,
      published: true,
      initial_questions: [
        { title: 'Getting around', question: 'How do I move between pages?' },
        { title: 'Quizzes', question: 'Can you help me with the quiz?' },
      ],
    });
    await deps.sources.save('demo-handbook', { title: 'Course handbook', author: 'Demo LMS' });
    await deps.sources.upload('demo-handbook', { name: 'handbook.txt', bytes: Buffer.from(HANDBOOK, 'utf8') });
    await deps.configs.save({ course_id: courseId, agent_alias_id: 'course-tutor', sources: ['demo-handbook'], ai_admin_enable: true, persona_id: persona._id, integrity_policy: 'until_due', daily_message_cap: 50 });
    return note;
  },
});
