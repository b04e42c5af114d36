import { coreServices, definePluginDemo } from '@lms/sdk';
import { invitationServiceRef } from './people/peopleServices.ts';
import { programServiceRef, sectionServiceRef } from './services.ts';

const DEMO_PROGRAM = 'Demo Program';
const INVITED = 'invited.instructor@demo.lms';

/**
 * The demo's program once: its template copied from the demo course, two
 * sections, the demo program administrator its coordinator (an administrator's
 * later edits stay). The sections are made while the template holds all but the
 * course's first lesson, which the template takes back after: a template change
 * the sections have not taken, for the template sync to show. Its people once
 * too: the demo instructor accepted an invitation to Section 1, and an
 * invitation to Section 2 is pending.
 */
export const programsDemo = definePluginDemo({
  deps: { programs: programServiceRef, sections: sectionServiceRef, invitations: invitationServiceRef, db: coreServices.database, courses: coreServices.courses },
  async seed({ courseId, administrator, instructor, programAdministrator, deps: { programs, sections, invitations, db, courses } }) {
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
      const lessons = (await courses.contentTree(courseId)).map((lesson) => lesson.id);
      const template = program.program_template;
      await db.transaction((trx) => courses.setLessons(template, lessons.slice(1), template, trx));
      await sections.add(coordinator, program._id, 'Demo Program Section 1');
      await sections.add(coordinator, program._id, 'Demo Program Section 2');
      await db.transaction((trx) => courses.setLessons(template, lessons, courseId, trx));
    }
    const [first, second] = (await programs.detail(administrator, program._id)).template.sections;
    if (first && second && (await invitations.list(administrator, second.id)).length === 0) {
      // The installer has no request to learn the site's public address from: the demo mails carry site paths.
      await invitations.invite(coordinator, { first_name: instructor.firstname, last_name: instructor.lastname, email: instructor.email, program_template: first.id }, '');
      await invitations.accept(instructor, first.id, 's');
      await invitations.invite(coordinator, { first_name: 'Ivy', last_name: 'Invited', email: INVITED, program_template: second.id }, '');
    }
    notes.push(`Programs: 'Demo Program Template' has a lesson its sections have not taken: the template sync on the program's page shows it`);
    notes.push(`Programs: ${instructor.email} teaches 'Demo Program Section 1'; ${INVITED} has a pending invitation to 'Demo Program Section 2' (/dev/mailbox)`);
    return notes;
  },
});
