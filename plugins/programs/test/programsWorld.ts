import { createTestKernel, type CourseFixture, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
import programs from '../src/server/index.ts';

export interface ProgramsWorld {
  tk: TestKernel;
  /** The course a program's template is copied from: two lessons. */
  catalog: CourseFixture;
  admin: TestUser;
  coordinator: TestUser;
  otherCoordinator: TestUser;
  adminClient: TestClient;
  coordinatorClient: TestClient;
  otherClient: TestClient;
  instructorClient: TestClient;
}

/** A kernel with the programs plugin, a site administrator, two program administrators, an instructor and a two-lesson course. */
/** `runJobs: false`: the sync and clone jobs run only at drainJobs (tests change the program in between). */
export async function programsWorld(options: { runJobs?: boolean } = {}): Promise<ProgramsWorld> {
  const tk = await createTestKernel({ plugins: [programs], runJobs: options.runJobs });
  const admin = await tk.createUser('site-admin', { firstname: 'Sid', lastname: 'Admin' });
  const coordinator = await tk.createUser('program-admin', { firstname: 'Paula', lastname: 'Coord' });
  const otherCoordinator = await tk.createUser('program-admin', { firstname: 'Otto', lastname: 'Other' });
  const instructor = await tk.createUser('instructor');
  const catalog = await tk.createCourse({
    title: 'Biology 101',
    instructor,
    lessons: [
      { title: 'Cells', pages: [{ title: 'Membranes' }] },
      { title: 'Genes', pages: [{ title: 'DNA' }] },
    ],
  });
  return {
    tk,
    catalog,
    admin,
    coordinator,
    otherCoordinator,
    adminClient: await tk.loginAs(admin),
    coordinatorClient: await tk.loginAs(coordinator),
    otherClient: await tk.loginAs(otherCoordinator),
    instructorClient: await tk.loginAs(instructor),
  };
}

/** Makes a program as `client` (default: the coordinator); answers its id. */
export async function makeProgram(world: ProgramsWorld, name: string, client = world.coordinatorClient): Promise<string> {
  const made = await client.post('make_program', { catalog_id: world.catalog.courseId, program_template: `${name} template`, program_name: name });
  if (made.status !== 200) throw new Error(`not made: ${JSON.stringify(made.body)}`);
  return made.body.program._id as string;
}

/** What the client may do in the course, asked through one of core's course:view calls and one of its course:edit calls. */
export async function courseRights(tk: TestKernel, client: TestClient, courseId: string): Promise<'none' | 'view' | 'edit'> {
  const routes = tk.kernel.routeTable().filter((route) => route.owner === 'core' && /^\/server\/[^:]*:courseId\/?$/.test(route.path));
  const call = (permission: string, method?: string) => {
    const route = routes.find((candidate) => candidate.permission === permission && (!method || candidate.method === method))!;
    return client.request(route.method, route.path.replace('/server/', '').replace(':courseId', courseId), route.method === 'GET' ? undefined : {});
  };
  if ((await call('course:view', 'GET')).status === 403) return 'none';
  return (await call('course:edit')).body?.errno === 'access-denied' ? 'view' : 'edit';
}
