import type { CourseDirectory, PeopleDirectory, Person } from '@lms/sdk';
import type { ApiProgram, ApiProgramDetail, ApiSection } from '../calls/programCalls.ts';
import type { ProgramRow } from './ProgramStore.ts';

const personView = (person: Person) => ({ id: person.id, name: `${person.firstname} ${person.lastname}`.trim(), email: person.email });

/** Programs, the template and its sections as the calls answer them. */
export class ProgramViews {
  constructor(
    private readonly courses: CourseDirectory,
    private readonly people: PeopleDirectory,
  ) {}

  async programs(rows: readonly ProgramRow[]): Promise<ApiProgram[]> {
    const people = new Map((await this.people.byIds([...new Set(rows.flatMap((row) => row.coordinators))])).map((person) => [person.id, person]));
    return rows.map((row) => ({
      _id: row.id,
      program_name: row.program_name,
      program_template: row.program_template,
      coordinators: row.coordinators.flatMap((id) => (people.has(id) ? [personView(people.get(id)!)] : [])),
      created_at: row.created_at.toISOString(),
      locked: row.locked,
      active: row.active,
      active_enrollment: row.active_enrollment,
      enterprise_program: row.enterprise_program,
    }));
  }

  async program(row: ProgramRow): Promise<ApiProgram> {
    return (await this.programs([row]))[0]!;
  }

  /** The sections in the order given, each with its students counted and its instructors. */
  async sections(courseIds: readonly string[]): Promise<ApiSection[]> {
    const summaries = await this.courses.summaries(courseIds);
    return Promise.all(
      summaries.map(async (course) => {
        const members = await this.people.courseMembers(course.id);
        return {
          id: course.id,
          title: course.title,
          course_code: course.id,
          student_count: members.filter((member) => member.role === 'student').length,
          instructors: members.filter((member) => member.role === 'instructor').map(personView),
        };
      }),
    );
  }

  async detail(row: ProgramRow, sectionIds: readonly string[]): Promise<ApiProgramDetail> {
    const [template] = await this.courses.summaries([row.program_template]);
    return {
      program: await this.program(row),
      template: { id: row.program_template, title: template?.title ?? '', sections: await this.sections(sectionIds) },
    };
  }
}
