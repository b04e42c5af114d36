import { isId, LmsError, type CourseDirectory, type Knex, type PeopleDirectory, type PermissionChecker, type Person, type ProgramAccounts, type SessionUser } from '@lms/sdk';
import { isBlank } from '@lms/sdk/rules';
import { OWN_PEOPLE_MESSAGES, PEOPLE_MESSAGES } from '../../calls/peopleMessages.ts';
import type { ProgramRow, ProgramStore } from '../ProgramStore.ts';
import type { InvitationStore } from './InvitationStore.ts';
import { runnableSection } from './programCourses.ts';

export const personView = (person: Person) => ({ id: person.id, name: `${person.firstname} ${person.lastname}`.trim(), email: person.email });

/**
 * A section's instructors and students (part 3 §5, §7): replace an instructor,
 * add a student, look a student up in the program's sections and move them.
 * Only the program's own sections; a program administrator of another program
 * finds nothing (404).
 */
export class SectionPeopleService {
  constructor(
    private readonly db: Knex,
    private readonly store: ProgramStore,
    private readonly invitations: InvitationStore,
    private readonly courses: CourseDirectory,
    private readonly people: PeopleDirectory,
    private readonly accounts: ProgramAccounts,
    private readonly permissions: PermissionChecker,
  ) {}

  /**
   * Makes `instructorId` an instructor of the section: someone who teaches one
   * of the program's courses or accepted an invitation to one. `replace` takes
   * the section's other instructors out of it, in the same transaction.
   */
  async replaceInstructor(user: SessionUser, programId: string, courseId: string, instructorId: string, replace: boolean) {
    const program = await runnableSection(this.store, this.permissions, user, programId, courseId);
    if (!(await this.programInstructors(program)).has(instructorId)) throw LmsError.validation([{ field: 'instructor', message: OWN_PEOPLE_MESSAGES.notInstructor }]);
    const current = (await this.people.courseMembers(courseId)).filter((member) => member.role === 'instructor' && member.id !== instructorId);
    await this.db.transaction(async (trx) => {
      await this.accounts.admit(instructorId, courseId, 'instructor', trx);
      if (replace) for (const member of current) await this.accounts.withdraw(member.id, courseId, trx);
    });
    return (await this.people.courseMembers(courseId)).filter((member) => member.role === 'instructor').map(personView);
  }

  /** 'Email is required.'; an account with that address; not yet in one of the program's sections (that is a move: 'Look up a student first.'). */
  async addStudent(user: SessionUser, programId: string, courseId: string, email: string) {
    if (isBlank(email)) throw LmsError.validation([{ field: 'email', message: PEOPLE_MESSAGES.emailRequired }]);
    const program = await runnableSection(this.store, this.permissions, user, programId, courseId);
    const userId = await this.accounts.userByEmail(email);
    if (!userId) throw LmsError.validation([{ field: 'email', message: OWN_PEOPLE_MESSAGES.noAccount }]);
    const members = await this.people.courseMembers(courseId);
    const here = members.find((member) => member.id === userId);
    if (here && here.role !== 'student') throw LmsError.validation([{ field: 'email', message: OWN_PEOPLE_MESSAGES.staffNotStudent }]);
    if (here) throw new LmsError('conflict', OWN_PEOPLE_MESSAGES.alreadyInSection);
    if ((await this.sectionsOf(program, userId)).length) throw new LmsError('conflict', PEOPLE_MESSAGES.lookUpFirst);
    await this.accounts.admit(userId, courseId, 'student');
    const [person] = await this.people.byIds([userId]);
    return personView(person!);
  }

  /** The one section of the program the student is in (by account id or email); none or several are the spec's errors. */
  async lookUp(user: SessionUser, programId: string, courseId: string, who: string) {
    const program = await runnableSection(this.store, this.permissions, user, programId, courseId);
    const userId = isId(who) ? who : await this.accounts.userByEmail(who);
    const [person] = userId ? await this.people.byIds([userId]) : [];
    if (!person) throw new LmsError('not-found', PEOPLE_MESSAGES.foundInNone);
    const sections = await this.sectionsOf(program, person.id);
    if (sections.length === 0) throw new LmsError('not-found', PEOPLE_MESSAGES.foundInNone);
    if (sections.length > 1) throw new LmsError('conflict', PEOPLE_MESSAGES.foundInMany);
    const [section] = await this.courses.summaries(sections);
    return { student: personView(person), section: { id: section!.id, title: section!.title } };
  }

  /** Moves the student the lookup found in `from` to the section: the lookup first, and it must still hold. */
  async move(user: SessionUser, programId: string, courseId: string, who: string, from: string) {
    if (isBlank(from)) throw LmsError.validation([{ field: 'from', message: PEOPLE_MESSAGES.lookUpFirst }]);
    const found = await this.lookUp(user, programId, courseId, who);
    if (found.section.id !== from) throw new LmsError('conflict', OWN_PEOPLE_MESSAGES.movedSince);
    if (from === courseId) throw new LmsError('conflict', OWN_PEOPLE_MESSAGES.alreadyInSection);
    await this.db.transaction(async (trx) => {
      await this.accounts.withdraw(found.student.id, from, trx);
      await this.accounts.admit(found.student.id, courseId, 'student', trx);
    });
    return found.student;
  }

  /** The program's sections the user is a student of. */
  private async sectionsOf(program: ProgramRow, userId: string): Promise<string[]> {
    const sections = await this.store.sectionIds(program.id);
    const found: string[] = [];
    for (const sectionId of sections) {
      if ((await this.people.courseMembers(sectionId)).some((member) => member.id === userId && member.role === 'student')) found.push(sectionId);
    }
    return found;
  }

  /** Who may teach the program's sections: its courses' instructors and everyone who accepted an invitation. */
  private async programInstructors(program: ProgramRow): Promise<Set<string>> {
    const ids = new Set(await this.invitations.acceptedUsers(program.id));
    for (const courseId of [program.program_template, ...(await this.store.sectionIds(program.id))]) {
      for (const member of await this.people.courseMembers(courseId)) if (member.role === 'instructor') ids.add(member.id);
    }
    return ids;
  }
}
