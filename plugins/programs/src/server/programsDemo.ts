import { definePluginDemo } from '@lms/sdk';
import { programServiceRef, sectionServiceRef } from './services.ts';

const DEMO_PROGRAM = 'Demo Program';

/**
 * The demo's program once: its template copied from the demo course, two
 * sections, the demo program administrator its coordinator (an administrator's
 * later edits stay).
 */
export const programsDemo = definePluginDemo({
  deps: { programs: programServiceRef, sections: sectionServiceRef },
  async seed({ courseId, administrator, programAdministrator, deps: { programs, sections } }) {
    const coordinator = programAdministrator ?? administrator;
    const note = `Programs: ${coordinator.email} runs '${DEMO_PROGRAM}' at /programs/list`;
    const existing = [...(await programs.list(administrator, false)), ...(await programs.list(administrator, true))];
    if (existing.some((program) => program.program_name === DEMO_PROGRAM)) return [note];
    const program = await programs.create(administrator, {
      catalog_id: courseId,
      coordinator_id: coordinator.id,
      program_template: 'Demo Program Template',
      program_name: DEMO_PROGRAM,
    });
    await sections.add(coordinator, program._id, 'Demo Program Section 1');
    await sections.add(coordinator, program._id, 'Demo Program Section 2');
    return [note];
  },
});
