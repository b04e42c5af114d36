import { defineRoute } from '@lms/sdk';
import { addGlossaryTerm, getGlossary, removeGlossaryTerm, updateGlossaryTerm } from '../calls/glossaryCalls.ts';
import { glossaryRef } from './services.ts';

export const getGlossaryRoute = defineRoute(getGlossary, {
  permission: 'course:view',
  deps: { glossary: glossaryRef },
  handler: ({ access, deps }) => deps.glossary.glossary(access!),
});

export const addGlossaryTermRoute = defineRoute(addGlossaryTerm, {
  permission: 'course:edit',
  deps: { glossary: glossaryRef },
  async handler({ params, body, deps, reply }) {
    reply.status(201);
    return deps.glossary.add(params.courseId, body);
  },
});

export const updateGlossaryTermRoute = defineRoute(updateGlossaryTerm, {
  permission: 'course:edit',
  deps: { glossary: glossaryRef },
  handler: ({ params, body, deps }) => deps.glossary.update(params.courseId, params.termId, body),
});

export const removeGlossaryTermRoute = defineRoute(removeGlossaryTerm, {
  permission: 'course:edit',
  deps: { glossary: glossaryRef },
  handler: ({ params, deps }) => deps.glossary.remove(params.courseId, params.termId),
});
