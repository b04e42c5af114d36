import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '@lms/sdk/testing';
import { makeProgram, programsWorld, type ProgramsWorld } from './programsWorld.ts';

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

/** What the client may do in the course, asked through a core course:view and a course:edit call. */
async function rights(client: TestClient, courseId: string): Promise<'none' | 'view' | 'edit'> {
  const routes = world.tk.kernel.routeTable().filter((route) => route.owner === 'core' && /^\/server\/[^:]*:courseId\/?$/.test(route.path));
  const call = (permission: string, method?: string) => {
    const route = routes.find((candidate) => candidate.permission === permission && (!method || candidate.method === method))!;
    return client.request(route.method, route.path.replace('/server/', '').replace(':courseId', courseId), route.method === 'GET' ? undefined : {});
  };
  if ((await call('course:view', 'GET')).status === 403) return 'none';
  return (await call('course:edit')).body?.errno === 'access-denied' ? 'view' : 'edit';
}

describe("a program's coordinators' rights on its courses", () => {
  it('are none for a program administrator of no program', async () => {
    expect(await rights(world.otherClient, sectionId)).toBe('none');
    expect(await rights(world.otherClient, templateId)).toBe('none');
  });

  it('follow the coordinators: every right on a section, all but edit on the template; taken away with the coordinator', async () => {
    await world.coordinatorClient.post('update_program_coordinators', { id: programId, coordinators: [world.coordinator.id, world.otherCoordinator.id] });
    expect(await rights(world.otherClient, sectionId)).toBe('edit');
    expect(await rights(world.otherClient, templateId)).toBe('view');
    await world.coordinatorClient.post('update_program_coordinators', { id: programId, coordinators: [world.coordinator.id] });
    expect(await rights(world.otherClient, sectionId)).toBe('none');
  });

  it('reach a section added later, and leave a section unhooked from the program', async () => {
    await world.coordinatorClient.post('update_program_coordinators', { id: programId, coordinators: [world.coordinator.id, world.otherCoordinator.id] });
    const later = (await world.coordinatorClient.post(`section/${programId}`, { title: 'Section L' })).body.section.id as string;
    expect(await rights(world.otherClient, later)).toBe('edit');
    expect((await world.coordinatorClient.put(`unhook/${later}`)).status).toBe(200);
    expect(await rights(world.otherClient, later)).toBe('none');
  });

  it('end when the program becomes an enterprise program (site administrators only), and come back after', async () => {
    await world.adminClient.post(`enterprise/${programId}`, { enterprise_program: true });
    expect(await rights(world.otherClient, sectionId)).toBe('none');
    await world.adminClient.post(`enterprise/${programId}`, { enterprise_program: false });
    expect(await rights(world.otherClient, sectionId)).toBe('edit');
  });
});
