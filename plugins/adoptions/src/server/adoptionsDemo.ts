import { definePluginDemo } from '@lms/sdk';
import { catalogServiceRef } from './services.ts';

const DEMO_DESCRIPTION = 'A short tour of lessons, pages and every component type: adopt it to teach your own section.';

/** The demo lists the demo course in the adoption catalog once (an administrator's later edits stay). */
export const adoptionsDemo = definePluginDemo({
  deps: { catalog: catalogServiceRef },
  async seed({ courseId, administrator, deps: { catalog } }) {
    const listed = await catalog.listFor(administrator.id);
    if (!listed.some((entry) => entry._id === courseId)) await catalog.list(courseId, DEMO_DESCRIPTION, administrator.id);
    return ['Adoption catalog: instructors request the demo course at /list?adoption=true; administrators answer at /administrator/requests and keep the catalog at /administrator/catalog'];
  },
});
