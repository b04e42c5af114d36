import { definePluginDemo } from '@lms/sdk';
import { glossaryRef } from './services.ts';

/** Terms the demo course's pages use, so its glossary panel and term marks have something to show. */
const DEMO_TERMS = [
  { term: 'lesson', definition: 'A part of the course, made of pages, studied in order.' },
  { term: 'component', definition: 'One piece of a page: text, a video, a quiz, a discussion board and more.' },
];

/** Gives the demo course its glossary once: a course that has terms already (the instructor's) is left as it is. */
export const glossaryDemo = definePluginDemo({
  deps: { glossary: glossaryRef },
  async seed({ courseId, deps: { glossary } }) {
    const note = [`Glossary: the glossary panel of /${courseId} (terms marked in the Welcome page's text); notes: /${courseId}/notes`];
    if (await glossary.hasTerms(courseId)) return note;
    for (const entry of DEMO_TERMS) await glossary.add(courseId, entry);
    return note;
  },
});
