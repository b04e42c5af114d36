import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseCount, courseLessonIds, enrol, storedCourseSettings } from '@lms/sdk/testing';
import { PROGRAM_MESSAGES, OWN_PROGRAM_MESSAGES } from '../src/calls/programMessages.ts';
import { makeProgram, programsWorld, type ProgramsWorld } from './programsWorld.ts';

let world: ProgramsWorld;
beforeAll(async () => {
  world = await programsWorld();
});
afterAll(() => world?.tk.close());

const settingsOf = (courseId: string) => storedCourseSettings(world.tk, courseId);
const lessonsOf = (courseId: string) => courseLessonIds(world.tk, courseId);
const programCount = async () => (await world.tk.kernel.knex('programs_programs').count({ n: '*' }))[0]!.n;

describe('make_program', () => {
  it("creates a program whose template is a copy of the catalog course ('Program created.'), its creator coordinating", async () => {
    const made = await world.coordinatorClient.post('make_program', { catalog_id: world.catalog.courseId, program_template: 'Bio template', program_name: 'Biology' });
    expect(made.status).toBe(200);
    expect(made.body.message).toBe('Program created.');
    const program = made.body.program;
    expect(program).toMatchObject({ program_name: 'Biology', locked: false, active: true, active_enrollment: true, enterprise_program: false });
    expect(program.coordinators).toEqual([{ id: world.coordinator.id, name: 'Paula Coord', email: world.coordinator.email }]);
    expect(await settingsOf(program.program_template)).toMatchObject({ section_type: 'program_master', use_section_template: false });
    expect(await lessonsOf(program.program_template)).toEqual(world.catalog.lessons.map((lesson) => lesson.id));
  });

  it("refuses a name already used (any case, outer spaces) with 'Please use a unique program name', storing nothing", async () => {
    await makeProgram(world, 'Chemistry');
    const before = await programCount();
    const courses = await courseCount(world.tk);
    const again = await world.adminClient.post('make_program', { catalog_id: world.catalog.courseId, program_template: 'T', program_name: '  chemistry ' });
    expect(again.status).toBe(422);
    expect(again.body.error).toBe(PROGRAM_MESSAGES.uniqueName);
    expect(await programCount()).toBe(before);
    expect(await courseCount(world.tk)).toBe(courses);
  });

  it('refuses unknown fields, an unknown catalog course and an unknown coordinator, storing nothing', async () => {
    const before = await programCount();
    const base = { catalog_id: world.catalog.courseId, program_template: 'T', program_name: 'Physics' };
    expect((await world.coordinatorClient.post('make_program', { ...base, extra: 1 })).status).toBe(422);
    expect((await world.coordinatorClient.post('make_program', { ...base, catalog_id: 'c'.repeat(24) })).status).toBe(404);
    const unknown = await world.coordinatorClient.post('make_program', { ...base, coordinator_id: 'd'.repeat(24) });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error).toBe(OWN_PROGRAM_MESSAGES.unknownCoordinator);
    expect(await programCount()).toBe(before);
  });
});

describe('GET programs/0|1 and program/{id}', () => {
  it('lists the active (0) and archived (1) programs a program administrator coordinates, and all of them to a site administrator', async () => {
    const id = await makeProgram(world, 'Archived one');
    await world.tk.kernel.knex('programs_programs').insert({
      id: 'e'.repeat(24), program_name: 'Enterprise', program_template: world.catalog.courseId, coordinators: JSON.stringify([world.coordinator.id]), enterprise_program: true, created_at: new Date(),
    });
    expect((await world.coordinatorClient.put(`program_active/${id}`, { active: false })).body.message).toBe('Program archived.');
    const names = async (client = world.coordinatorClient, archived = 0) => (await client.get(`programs/${archived}`)).body.programs.map((p: { program_name: string }) => p.program_name);
    expect(await names()).toEqual(['Biology', 'Chemistry']);
    expect(await names(world.coordinatorClient, 1)).toEqual(['Archived one']);
    expect(await names(world.otherClient)).toEqual([]);
    expect(await names(world.adminClient)).toEqual(['Biology', 'Chemistry', 'Enterprise']);
    expect((await world.coordinatorClient.put(`program_active/${id}`, { active: true })).body.message).toBe('Program restored.');
    expect((await world.coordinatorClient.get('programs/2')).status).toBe(404);
    // Enterprise programs only for site administrators, even to their coordinators.
    expect((await world.coordinatorClient.get(`program/${'e'.repeat(24)}`)).status).toBe(404);
    expect((await world.adminClient.get(`program/${'e'.repeat(24)}`)).status).toBe(200);
  });

  it("refuses anyone but program administrators, and another program's administrator as not found", async () => {
    const id = await makeProgram(world, 'Mine');
    expect((await world.instructorClient.get('programs/0')).status).toBe(403);
    expect((await world.tk.client().get('programs/0')).status).toBe(401);
    expect((await world.otherClient.get(`program/${id}`)).status).toBe(404);
    for (const [method, path, body] of [
      ['post', 'update_program_name', { id, program_name: 'Theirs' }],
      ['post', 'lock_program', { id, locked: true }],
      ['put', `active_enrollment/${id}`, { active_enrollment: false }],
      ['put', `program_active/${id}`, { active: false }],
      ['post', 'update_program_coordinators', { id, coordinators: [world.otherCoordinator.id] }],
      ['post', 'delete_program', { id }],
      ['post', `section/${id}`, { title: 'Theirs' }],
    ] as const) {
      const answer = await world.otherClient[method](path, body);
      expect(answer.status, path).toBe(404);
    }
    const detail = (await world.coordinatorClient.get(`program/${id}`)).body;
    expect(detail.program).toMatchObject({ program_name: 'Mine', locked: false, active: true, active_enrollment: true });
    expect(detail.template.sections).toEqual([]);
  });
});

describe('program changes', () => {
  it("renames (unique name), locks, turns active enrolment off and sets the coordinators", async () => {
    const id = await makeProgram(world, 'Math');
    const taken = await world.coordinatorClient.post('update_program_name', { id, program_name: 'BIOLOGY' });
    expect([taken.status, taken.body.error]).toEqual([422, PROGRAM_MESSAGES.uniqueName]);
    const renamed = await world.coordinatorClient.post('update_program_name', { id, program_name: 'Mathematics' });
    expect(renamed.body.program.program_name).toBe('Mathematics');
    expect((await world.coordinatorClient.post('lock_program', { id, locked: true })).body.program.locked).toBe(true);
    expect((await world.coordinatorClient.post('lock_program', { id, locked: false })).body.program.locked).toBe(false);
    expect((await world.coordinatorClient.put(`active_enrollment/${id}`, { active_enrollment: false })).body.program.active_enrollment).toBe(false);
    const both = await world.coordinatorClient.post('update_program_coordinators', { id, coordinators: [world.coordinator.id, world.otherCoordinator.id] });
    expect(both.body.program.coordinators.map((c: { id: string }) => c.id)).toEqual([world.coordinator.id, world.otherCoordinator.id]);
    expect((await world.otherClient.get(`program/${id}`)).status).toBe(200);
    expect((await world.coordinatorClient.post('update_program_coordinators', { id, coordinators: [] })).status).toBe(422);
  });
});

describe('sections', () => {
  it('adds sections as copies of the template sharing its lessons, with their title, course code, students and instructors', async () => {
    const id = await makeProgram(world, 'Sections');
    const added = await world.coordinatorClient.post(`section/${id}`, { title: 'Section A' });
    expect(added.status).toBe(200);
    const section = added.body.section;
    expect(section).toMatchObject({ title: 'Section A', course_code: section.id, student_count: 0 });
    expect(section.instructors.map((i: { id: string }) => i.id)).toEqual([world.coordinator.id]);
    expect(await settingsOf(section.id)).toMatchObject({ section_type: 'section', use_section_template: true });
    const detail = (await world.coordinatorClient.get(`program/${id}`)).body;
    expect(await lessonsOf(section.id)).toEqual(await lessonsOf(detail.program.program_template));
    const student = await world.tk.createUser('student');
    await enrol(world.tk, section.id, student.id);
    expect((await world.coordinatorClient.get(`program/${id}`)).body.template.sections).toEqual([{ ...section, student_count: 1 }]);
  });

  it("refuses to remove a section with students ('You cannot remove a section with students.') and a template with sections", async () => {
    const id = await makeProgram(world, 'Rules');
    const section = (await world.coordinatorClient.post(`section/${id}`, { title: 'Taught' })).body.section;
    const student = await world.tk.createUser('student');
    await enrol(world.tk, section.id, student.id);
    const refused = await world.coordinatorClient.delete(`section/${section.id}`);
    expect([refused.status, refused.body.error]).toEqual([409, 'You cannot remove a section with students.']);
    expect((await world.coordinatorClient.get(`program/${id}`)).body.template.sections).toHaveLength(1);
    const deleting = await world.coordinatorClient.post('delete_program', { id });
    expect([deleting.status, deleting.body.error]).toEqual([409, OWN_PROGRAM_MESSAGES.templateWithSections]);
    expect((await world.coordinatorClient.get(`program/${id}`)).status).toBe(200);
  });

  it('removes an empty section, then deletes the program with its template', async () => {
    const id = await makeProgram(world, 'Short lived');
    const section = (await world.coordinatorClient.post(`section/${id}`, { title: 'Empty' })).body.section;
    const template = (await world.coordinatorClient.get(`program/${id}`)).body.program.program_template;
    expect((await world.coordinatorClient.delete(`section/${section.id}`)).body.message).toBe('Section removed.');
    expect(await settingsOf(section.id)).toBeNull();
    expect((await world.coordinatorClient.post('delete_program', { id })).body.message).toBe('Program deleted.');
    expect((await world.coordinatorClient.get(`program/${id}`)).status).toBe(404);
    expect(await settingsOf(template)).toBeNull();
  });

  it('duplicates a section into the same program as a job with progress, and unhooks a section from its template', async () => {
    const id = await makeProgram(world, 'Copies');
    const section = (await world.coordinatorClient.post(`section/${id}`, { title: 'Original' })).body.section;
    expect((await world.otherClient.post(`duplicate/${section.id}`)).status).toBe(404);
    const started = await world.coordinatorClient.post(`duplicate/${section.id}`);
    expect(started.body).toMatchObject({ message: 'Duplicate started.', job: { kind: 'duplicate', course_id: section.id } });
    await world.tk.drainJobs();
    expect((await world.otherClient.get(`program_job/${started.body.job.id}`)).status).toBe(404);
    const job = (await world.coordinatorClient.get(`program_job/${started.body.job.id}`)).body.job;
    expect(job).toMatchObject({ status: 'done', done: 1, total: 1, message: 'Section duplicated.' });
    const copyId = job.result_course_id as string;
    const sections = (await world.coordinatorClient.get(`program/${id}`)).body.template.sections;
    expect(sections.find((one: { id: string }) => one.id === copyId)).toMatchObject({ title: 'Original (copy)', student_count: 0 });
    // A duplicate shares its source's lessons until one of them edits one.
    expect(await lessonsOf(copyId)).toEqual(await lessonsOf(section.id));
    // Neither section edited a lesson: both share the template's, so the original may go first.
    expect((await world.coordinatorClient.delete(`section/${section.id}`)).status).toBe(200);
    const unhooked = await world.coordinatorClient.put(`unhook/${copyId}`);
    expect(unhooked.body.message).toBe('Section unhooked from its template.');
    expect(await settingsOf(copyId)).toMatchObject({ section_type: 'section', use_section_template: false });
    expect((await world.coordinatorClient.get(`program/${id}`)).body.template.sections).toEqual([]);
    expect((await world.coordinatorClient.put(`unhook/${copyId}`)).status).toBe(404);
  });

  it("edits a section's and the template's title, open_date and professors_info (PUT edit/{id}), each only when given", async () => {
    const id = await makeProgram(world, 'Editable');
    const section = (await world.coordinatorClient.post(`section/${id}`, { title: 'Morning' })).body.section;
    const info = { institution: 'State University', location: 'Room 4', times: 'Mon 9:00' };
    const edited = await world.coordinatorClient.put(`edit/${section.id}`, { title: ' Morning, renamed ', open_date: '2027-01-10T09:00:00.000Z', professors_info: info });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ message: 'Section updated.', section: { id: section.id, title: 'Morning, renamed' } });
    const read = async (courseId: string) => (await world.adminClient.get(`get_course_settings_info/${courseId}`)).body.settings;
    expect(await read(section.id)).toMatchObject({ title: 'Morning, renamed', open_date: '2027-01-10T09:00:00.000Z', professors_info: info });
    // Only what is given changes: the title stays, open_date is cleared, professors_info replaced whole.
    expect((await world.coordinatorClient.put(`edit/${section.id}`, { open_date: null, professors_info: { institution: 'College' } })).status).toBe(200);
    const after = await read(section.id);
    expect(after).toMatchObject({ title: 'Morning, renamed', open_date: null, professors_info: { institution: 'College' } });
    expect((await settingsOf(section.id))!.professors_info).toEqual({ institution: 'College' });
    const templateId = (await world.coordinatorClient.get(`program/${id}`)).body.template.id;
    expect((await world.coordinatorClient.put(`edit/${templateId}`, { title: 'Editable template v2' })).status).toBe(200);
    expect((await world.coordinatorClient.get(`program/${id}`)).body.template.title).toBe('Editable template v2');
  });

  it('refuses an edit of another program\'s section, of a course of no program, and a bad body, changing nothing', async () => {
    const id = await makeProgram(world, 'Guarded');
    const section = (await world.coordinatorClient.post(`section/${id}`, { title: 'Mine' })).body.section;
    const templateId = (await world.coordinatorClient.get(`program/${id}`)).body.template.id;
    for (const courseId of [section.id, templateId]) {
      const answer = await world.otherClient.put(`edit/${courseId}`, { title: 'Taken over' });
      expect([answer.status, answer.body.error]).toEqual([404, OWN_PROGRAM_MESSAGES.sectionNotFound]);
    }
    expect((await world.coordinatorClient.put(`edit/${world.catalog.courseId}`, { title: 'Not a section' })).status).toBe(404);
    for (const body of [{}, { title: '   ' }, { title: 'Fine', extra: 1 }, { open_date: 'tomorrow' }, { professors_info: { institution: 'x'.repeat(501) } }]) {
      expect((await world.coordinatorClient.put(`edit/${section.id}`, body)).status).toBe(422);
    }
    expect((await world.coordinatorClient.get(`program/${id}`)).body.template.sections[0].title).toBe('Mine');
    expect((await world.adminClient.put(`edit/${section.id}`, { title: 'By the site administrator' })).status).toBe(200);
  });

  it('changes no section of a locked program', async () => {
    const id = await makeProgram(world, 'Frozen');
    const section = (await world.coordinatorClient.post(`section/${id}`, { title: 'Kept' })).body.section;
    await world.coordinatorClient.post('lock_program', { id, locked: true });
    for (const answer of [
      await world.coordinatorClient.post(`section/${id}`, { title: 'New' }),
      await world.coordinatorClient.post(`duplicate/${section.id}`),
      await world.coordinatorClient.put(`edit/${section.id}`, { title: 'Renamed' }),
      await world.coordinatorClient.put(`unhook/${section.id}`),
      await world.coordinatorClient.delete(`section/${section.id}`),
      await world.coordinatorClient.post('delete_program', { id }),
    ]) {
      expect([answer.status, answer.body.error]).toEqual([409, OWN_PROGRAM_MESSAGES.locked]);
    }
    expect((await world.coordinatorClient.get(`program/${id}`)).body.template.sections.map((s: { id: string }) => s.id)).toEqual([section.id]);
  });
});
