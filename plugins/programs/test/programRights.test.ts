import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseRights, makeProgram, programsWorld, type ProgramsWorld } from './programsWorld.ts';

/**
 * Issue 23 item 5, part 1 §6: a program administrator has rights on the
 * courses of their programs' sections, and on the template but for edit-only
 * actions, through the kernel's permission service. The other coordinator is
 * on no course's staff: every right below comes from the program.
 */
let world: ProgramsWorld;
let programId: string;
let templateId: string;
let sectionId: string;

beforeAll(async () => {
  world = await programsWorld();
  programId = await makeProgram(world, 'Rights');
  templateId = (await world.coordinatorClient.get(`program/${programId}`)).body.template.id;
  sectionId = (await world.coordinatorClient.post(`section/${programId}`, { title: 'Section R' })).body.section.id;
});

afterAll(() => world?.tk.close());

describe("a program's coordinators' rights on its courses", () => {
  it('are none for a program administrator of no program', async () => {
    expect(await courseRights(world.tk, world.otherClient, sectionId)).toBe('none');
    expect(await courseRights(world.tk, world.otherClient, templateId)).toBe('none');
  });

  it('follow the coordinators: every right on a section, all but edit on the template; taken away with the coordinator', async () => {
    await world.coordinatorClient.post('update_program_coordinators', { id: programId, coordinators: [world.coordinator.id, world.otherCoordinator.id] });
    expect(await courseRights(world.tk, world.otherClient, sectionId)).toBe('edit');
    expect(await courseRights(world.tk, world.otherClient, templateId)).toBe('view');
    await world.coordinatorClient.post('update_program_coordinators', { id: programId, coordinators: [world.coordinator.id] });
    expect(await courseRights(world.tk, world.otherClient, sectionId)).toBe('none');
  });

  it('reach a section added later, and leave a section unhooked from the program', async () => {
    await world.coordinatorClient.post('update_program_coordinators', { id: programId, coordinators: [world.coordinator.id, world.otherCoordinator.id] });
    const later = (await world.coordinatorClient.post(`section/${programId}`, { title: 'Section L' })).body.section.id as string;
    expect(await courseRights(world.tk, world.otherClient, later)).toBe('edit');
    expect((await world.coordinatorClient.put(`unhook/${later}`)).status).toBe(200);
    expect(await courseRights(world.tk, world.otherClient, later)).toBe('none');
  });

  it('end when the program becomes an enterprise program (site administrators only), and come back after', async () => {
    await world.adminClient.post(`enterprise/${programId}`, { enterprise_program: true });
    expect(await courseRights(world.tk, world.otherClient, sectionId)).toBe('none');
    await world.adminClient.post(`enterprise/${programId}`, { enterprise_program: false });
    expect(await courseRights(world.tk, world.otherClient, sectionId)).toBe('edit');
  });

  it('finds a program administrator by email to add as a coordinator, and no one else', async () => {
    const found = await world.coordinatorClient.post('program_coordinator', { email: world.otherCoordinator.email.toUpperCase() });
    expect(found.body.coordinator).toEqual({ id: world.otherCoordinator.id, name: 'Otto Other', email: world.otherCoordinator.email });
    for (const email of ['nobody@example.org', (await world.tk.createUser('instructor')).email]) {
      const refused = await world.coordinatorClient.post('program_coordinator', { email });
      expect(refused.status).toBe(422);
      expect(JSON.stringify(refused.body)).toContain('No program administrator has this email.');
    }
    expect((await world.instructorClient.post('program_coordinator', { email: world.otherCoordinator.email })).status).toBe(403);
  });
});
