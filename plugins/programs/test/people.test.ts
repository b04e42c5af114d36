import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountByEmail, courseStaffIds, enrol, enrolledUserIds } from '@lms/sdk/testing';
import { PASSWORD_RULE_MESSAGE } from '@lms/sdk/rules';
import { OWN_PEOPLE_MESSAGES, PEOPLE_MESSAGES } from '../src/calls/peopleMessages.ts';
import { makeProgram, programsWorld, type ProgramsWorld } from './programsWorld.ts';

let world: ProgramsWorld;
let programId: string;
let templateId: string;
let sectionA: string;
let sectionB: string;
let otherSection: string;

const addSection = async (id: string, title: string, client = world.coordinatorClient) => {
  const answer = await client.post(`section/${id}`, { title });
  if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
  return answer.body.section.id as string;
};
const invitationCount = async () => Number((await world.tk.kernel.knex('programs_invitations').count({ n: '*' }))[0]!.n);
const staffOf = (courseId: string) => courseStaffIds(world.tk, courseId);
const studentsOf = (courseId: string) => enrolledUserIds(world.tk, courseId);
const accountId = async (email: string) => (await accountByEmail(world.tk, email))!.id;

beforeAll(async () => {
  world = await programsWorld();
  programId = await makeProgram(world, 'People');
  templateId = (await world.coordinatorClient.get(`program/${programId}`)).body.program.program_template;
  sectionA = await addSection(programId, 'Section A');
  sectionB = await addSection(programId, 'Section B');
  const other = await makeProgram(world, 'Other people', world.otherClient);
  otherSection = await addSection(other, 'Other A', world.otherClient);
});
afterAll(() => world?.tk.close());

const invite = (body: Record<string, unknown>, client = world.coordinatorClient) =>
  client.post('instructor', { first_name: 'Ina', last_name: 'Vite', email: 'ina@example.org', program_template: sectionA, ...body });

const form = {
  first_name: 'Ina',
  last_name: 'Vite',
  phone: '5551234567',
  password: 'Str0ng!pass',
  password_confirmation: 'Str0ng!pass',
  role: 'Lecturer',
  institution: 'State U',
  terms: true,
};

describe('POST instructor and GET invitation_list', () => {
  it("refuses a blank email with 'Email is required.' before anything else, storing and sending nothing", async () => {
    const before = await invitationCount();
    const blank = await invite({ email: '  ', program_template: otherSection });
    expect(blank.status).toBe(422);
    expect(blank.body.error).toBe(PEOPLE_MESSAGES.emailRequired);
    expect((await invite({ email: 'not-an-address' })).body.error).toBe('Email adress invalid');
    expect(await invitationCount()).toBe(before);
  });

  it("records the invitation and mails its registration link; the list shows it pending; another program's administrator gets 404", async () => {
    const sent = await invite({ email: 'new.instructor@example.org' });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('Invitation sent.');
    expect(sent.body.invitation).toMatchObject({ email: 'new.instructor@example.org', course_id: sectionA, type: 's', accepted_at: null });
    const [mail] = await world.tk.mailTo('new.instructor@example.org');
    expect(mail!.text).toContain(`/programregistration/${sent.body.invitation.id}`);
    const list = await world.coordinatorClient.get(`invitation_list/${sectionA}`);
    expect(list.body.invitations.map((i: { email: string }) => i.email)).toContain('new.instructor@example.org');
    expect((await world.otherClient.get(`invitation_list/${sectionA}`)).status).toBe(404);
    const before = await invitationCount();
    expect((await invite({ email: 'x@example.org' }, world.otherClient)).status).toBe(404);
    expect(await invitationCount()).toBe(before);
    expect((await invite({ email: 'x@example.org' }, world.instructorClient)).status).toBe(403);
  });

  it("an invitation to the template is of type i; an existing account's mail links /acceptinvitation", async () => {
    const existing = await world.tk.createUser('instructor', { email: 'known@example.org' });
    const sent = await invite({ email: 'KNOWN@example.org', program_template: templateId });
    expect(sent.body.invitation.type).toBe('i');
    const [mail] = await world.tk.mailTo(existing.email);
    expect(mail!.text).toContain(`/acceptinvitation/${templateId}/i`);
  });
});

describe('program registration (GET program_registration, POST program_professor)', () => {
  let invitationId: string;
  beforeAll(async () => {
    invitationId = (await invite({ email: 'reg@example.org', program_template: sectionB })).body.invitation.id;
  });

  it('shows the pending invitation without login; an unknown one is not found', async () => {
    const anonymous = world.tk.client();
    const shown = await anonymous.get(`program_registration/${invitationId}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({ first_name: 'Ina', last_name: 'Vite', email: 'reg@example.org', course_title: 'Section B', program_name: 'People' });
    expect((await anonymous.get(`program_registration/${'f'.repeat(24)}`)).body.error).toBe(OWN_PEOPLE_MESSAGES.invitationNotFound);
  });

  it("checks the form in the spec's order with its messages, storing nothing", async () => {
    const anonymous = world.tk.client();
    const post = (body: Record<string, unknown>) => anonymous.post(`program_professor/${invitationId}`, { ...form, ...body });
    const empty = await post({ first_name: '', last_name: '', phone: '', password: '', password_confirmation: '', role: '', institution: '', terms: false });
    expect(empty.status).toBe(422);
    expect(empty.body.fields.map((f: { message: string }) => f.message)).toEqual([
      'Missing first name',
      'Missing last name',
      'Missing phone number',
      'Missing password',
      'Missing password confirmation',
      'Missing Title/Role',
      'Missing institution',
      'You have to accept the Terms and Conditions',
    ]);
    expect((await post({ password_confirmation: 'Other!pass1' })).body.error).toBe('Passwords are not the same');
    expect((await post({ terms: false })).body.error).toBe('You have to accept the Terms and Conditions');
    expect((await post({ password: 'weakpass', password_confirmation: 'weakpass' })).body.error).toBe(PASSWORD_RULE_MESSAGE);
    expect(await accountByEmail(world.tk, 'reg@example.org')).toBeUndefined();
  });

  it('registers the instructor, makes them the section instructor, logs them in, and the invitation is used once', async () => {
    const anonymous = world.tk.client();
    const done = await anonymous.post(`program_professor/${invitationId}`, form);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: 'Invitation accepted.', to: `/${sectionB}` });
    const user = (await accountByEmail(world.tk, 'reg@example.org'))!;
    expect(user).toMatchObject({ firstname: 'Ina', lastname: 'Vite', instructor: true, validated: true, university: 'State U', role_title: 'Lecturer' });
    expect(await staffOf(sectionB)).toContain(user.id);
    const courses = await anonymous.get('courses/');
    expect(courses.body.courses.map((c: { _id: string }) => c._id)).toContain(sectionB);
    expect((await world.tk.client().post(`program_professor/${invitationId}`, form)).status).toBe(404);
    const list = (await world.coordinatorClient.get(`invitation_list/${sectionB}`)).body.invitations;
    expect(list.find((i: { id: string }) => i.id === invitationId).accepted_at).not.toBeNull();
  });
});

describe('GET accepted_invitation/{masterId}/{type}', () => {
  it('makes the logged-in invitee the instructor; refused without the XSRF header; nothing to accept is not found', async () => {
    const invitee = await world.tk.createUser('instructor', { email: 'accepter@example.org' });
    const client = await world.tk.loginAs(invitee);
    await invite({ email: 'accepter@example.org', program_template: templateId });
    const bare = await client.request('GET', `accepted_invitation/${templateId}/i`, undefined, { headers: { 'x-xsrf-token': '' } });
    expect(bare).toMatchObject({ status: 403, body: { errno: 'csrf-failed' } });
    expect(await staffOf(templateId)).not.toContain(invitee.id);
    expect((await client.get(`accepted_invitation/${templateId}/s`)).status).toBe(404);
    const accepted = await client.get(`accepted_invitation/${templateId}/i`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.to).toBe(`/${templateId}`);
    expect(await staffOf(templateId)).toContain(invitee.id);
    expect((await client.get(`accepted_invitation/${templateId}/i`)).status).toBe(404);
    // Without a session it is refused too (the CSRF check answers first for a client without a token).
    expect([401, 403]).toContain((await world.tk.client().get(`accepted_invitation/${templateId}/i`)).status);
  });
});

describe('GET replace_instructor/{master}/{courseCode}/{instructor}/{flag}', () => {
  it("replaces the section's instructors by a program instructor (flag 1), adds one (flag 0); refused without XSRF, for a stranger, or from another program", async () => {
    const newcomer = await accountId('reg@example.org');
    const path = (flag: string, instructor = newcomer, course = sectionA, master = programId) => `replace_instructor/${master}/${course}/${instructor}/${flag}`;
    const bare = await world.coordinatorClient.request('GET', path('1'), undefined, { headers: { 'x-xsrf-token': '' } });
    expect(bare.status).toBe(403);
    expect(await staffOf(sectionA)).toEqual([world.coordinator.id]);
    const stranger = await world.tk.createUser('instructor');
    const refused = await world.coordinatorClient.get(path('1', stranger.id));
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe(OWN_PEOPLE_MESSAGES.notInstructor);
    expect((await world.otherClient.get(path('1'))).status).toBe(404);
    expect((await world.coordinatorClient.get(path('1', newcomer, otherSection))).status).toBe(404);
    expect((await world.instructorClient.get(path('1'))).status).toBe(403);
    const added = await world.coordinatorClient.get(path('0'));
    expect(added.body.message).toBe('Instructor added.');
    expect(await staffOf(sectionA)).toEqual([world.coordinator.id, newcomer].sort());
    const replaced = await world.coordinatorClient.get(path('1'));
    expect(replaced.body).toMatchObject({ message: 'Instructor replaced.', instructors: [{ id: newcomer, email: 'reg@example.org' }] });
    expect(await staffOf(sectionA)).toEqual([newcomer]);
  });
});

describe('students: POST student, GET student (look up), PUT student (move)', () => {
  it("adds a student by email; 'Email is required.'; an unknown address; another program's section is not found", async () => {
    const student = await world.tk.createUser('student', { email: 'stu@example.org' });
    const add = (body: Record<string, unknown>, client = world.coordinatorClient) => client.post('student', { master_id: programId, id: sectionA, email: 'stu@example.org', ...body });
    expect((await add({ email: '' })).body.error).toBe(PEOPLE_MESSAGES.emailRequired);
    expect((await add({ email: 'nobody@example.org' })).body.error).toBe(OWN_PEOPLE_MESSAGES.noAccount);
    expect((await add({}, world.otherClient)).status).toBe(404);
    expect((await add({ id: otherSection })).status).toBe(404);
    expect(await studentsOf(sectionA)).not.toContain(student.id);
    const added = await add({});
    expect(added.body).toMatchObject({ message: 'Student added.', student: { id: student.id } });
    expect(await studentsOf(sectionA)).toContain(student.id);
    expect((await add({})).body.error).toBe(OWN_PEOPLE_MESSAGES.alreadyInSection);
    const elsewhere = await add({ id: sectionB });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.error).toBe(PEOPLE_MESSAGES.lookUpFirst);
    expect(await studentsOf(sectionB)).not.toContain(student.id);
  });

  it("looks a student up: one section answers it; none and several are the spec's errors", async () => {
    const lookUp = (who: string, client = world.coordinatorClient) => client.get(`student/${programId}/${sectionB}/${encodeURIComponent(who)}`);
    const found = await lookUp('stu@example.org');
    expect(found.status).toBe(200);
    expect(found.body.section).toEqual({ id: sectionA, title: 'Section A' });
    const nowhere = await world.tk.createUser('student');
    const none = await lookUp(nowhere.id);
    expect(none.status).toBe(404);
    expect(none.body.error).toBe(PEOPLE_MESSAGES.foundInNone);
    expect((await lookUp('ghost@example.org')).body.error).toBe(PEOPLE_MESSAGES.foundInNone);
    const twice = await world.tk.createUser('student');
    await enrol(world.tk, sectionA, twice.id);
    await enrol(world.tk, sectionB, twice.id);
    const many = await lookUp(twice.id);
    expect(many.status).toBe(409);
    expect(many.body.error).toBe(PEOPLE_MESSAGES.foundInMany);
    expect((await lookUp('stu@example.org', world.otherClient)).status).toBe(404);
  });

  it("moves a looked-up student in one step; without a lookup 'Look up a student first.'; a stale lookup is refused", async () => {
    const student = await accountId('stu@example.org');
    const move = (from: string, client = world.coordinatorClient) => client.put(`student/${programId}/${sectionB}/${student}`, { from });
    const first = await move('');
    expect(first.status).toBe(422);
    expect(first.body.error).toBe(PEOPLE_MESSAGES.lookUpFirst);
    expect((await move(sectionB)).body.error).toBe(OWN_PEOPLE_MESSAGES.movedSince);
    expect((await move(sectionA, world.otherClient)).status).toBe(404);
    expect(await studentsOf(sectionA)).toContain(student);
    const moved = await move(sectionA);
    expect(moved.body).toMatchObject({ message: 'Student moved.', student: { id: student } });
    expect(await studentsOf(sectionA)).not.toContain(student);
    expect(await studentsOf(sectionB)).toContain(student);
  });
});

describe('GET programs/enterprise, enterprise/{id}, admin', () => {
  it('answers enterprise programs and settings to site administrators only; programs/enterprise is not taken for programs/:archived', async () => {
    expect((await world.coordinatorClient.get('admin')).body).toEqual({ admin: false });
    expect((await world.adminClient.get('admin')).body).toEqual({ admin: true });
    expect((await world.coordinatorClient.get('programs/enterprise')).status).toBe(403);
    expect((await world.adminClient.get('programs/enterprise')).body.programs).toEqual([]);
    expect((await world.coordinatorClient.get(`enterprise/${programId}`)).status).toBe(403);
    expect((await world.coordinatorClient.post(`enterprise/${programId}`, { enterprise_program: true })).status).toBe(403);
    expect((await world.adminClient.get(`enterprise/${programId}`)).body).toEqual({ enterprise_program: false });
    const set = await world.adminClient.post(`enterprise/${programId}`, { enterprise_program: true });
    expect(set.body.program.enterprise_program).toBe(true);
    expect((await world.adminClient.get('programs/enterprise')).body.programs.map((p: { _id: string }) => p._id)).toEqual([programId]);
    // Now an enterprise program: its own coordinator no longer runs it (part 3 §6).
    expect((await world.coordinatorClient.get(`program/${programId}`)).status).toBe(404);
    await world.adminClient.post(`enterprise/${programId}`, { enterprise_program: false });
    expect((await world.coordinatorClient.get(`program/${programId}`)).status).toBe(200);
    expect((await world.instructorClient.get('admin')).status).toBe(403);
  });
});
