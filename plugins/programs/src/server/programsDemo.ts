import { definePluginDemo } from '@lms/sdk';
import { invitationServiceRef } from './people/peopleServices.ts';
import { programServiceRef, sectionServiceRef } from './services.ts';

const DEMO_PROGRAM = 'Demo Program';
const INVITED = 'invited.instructor@demo.lms';

/**
 * The demo's program once: its template copied from the demo course, two
 * sections, the demo program administrator its coordinator (an administrator's
 * later edits stay). Its people once too: the demo instructor accepted an
 * invitation to Section 1, and an invitation to Section 2 is pending.
 */
export const programsDemo = definePluginDemo({
  deps: { programs: programServiceRef, sections: sectionServiceRef, invitations: invitationServiceRef },
  async seed({ courseId, administrator, instructor, programAdministrator, deps: { programs, sections, invitations } }) {
    const coordinator = programAdministrator ?? administrator;
    const notes = [`Programs: ${coordinator.email} runs '${DEMO_PROGRAM}' at /programs/list`];
    const existing = [...(await programs.list(administrator, false)), ...(await programs.list(administrator, true))];
    let program = existing.find((one) => one.program_name === DEMO_PROGRAM);
    if (!program) {
      program = await programs.create(administrator, {
        catalog_id: courseId,
        coordinator_id: coordinator.id,
        program_template: 'Demo Program Template',
        program_name: DEMO_PROGRAM,
      });
      await sections.add(coordinator, program._id, 'Demo Program Section 1');
      await sections.add(coordinator, program._id, 'Demo Program Section 2');
    }
    const [first, second] = (await programs.detail(administrator, program._id)).template.sections;
    if (first && second && (await invitations.list(administrator, second.id)).length === 0) {
      // The installer has no request to learn the site's public address from: the demo mails carry site paths.
      await invitations.invite(coordinator, { first_name: instructor.firstname, last_name: instructor.lastname, email: instructor.email, program_template: first.id }, '');
      await invitations.accept(instructor, first.id, 's');
      await invitations.invite(coordinator, { first_name: 'Ivy', last_name: 'Invited', email: INVITED, program_template: second.id }, '');
    }
    notes.push(`Programs: ${instructor.email} teaches 'Demo Program Section 1'; ${INVITED} has a pending invitation to 'Demo Program Section 2' (/dev/mailbox)`);
    return notes;
  },
});
