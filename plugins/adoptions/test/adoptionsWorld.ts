import { createTestKernel, type CourseFixture, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
import adoptions from '../src/server/index.ts';

export interface AdoptionsWorld {
  tk: TestKernel;
  /** The course offered for adoption: two lessons by its author. */
  catalogCourse: CourseFixture;
  admin: TestUser;
  professor: TestUser;
  student: TestUser;
  adminClient: TestClient;
  professorClient: TestClient;
  studentClient: TestClient;
}

/** A kernel with the adoptions plugin, a site administrator, an instructor (Pat Prof), a student and a two-lesson course. */
export async function adoptionsWorld(): Promise<AdoptionsWorld> {
  const tk = await createTestKernel({ plugins: [adoptions] });
  const author = await tk.createUser('instructor', { firstname: 'Ann', lastname: 'Author' });
  const admin = await tk.createUser('site-admin', { firstname: 'Sid', lastname: 'Admin' });
  const professor = await tk.createUser('instructor', { firstname: 'Pat', lastname: 'Prof' });
  const student = await tk.createUser('student');
  const catalogCourse = await tk.createCourse({
    title: 'Biology 101',
    instructor: author,
    lessons: [
      { title: 'Cells', pages: [{ title: 'Membranes' }] },
      { title: 'Genes', pages: [{ title: 'DNA' }, { title: 'RNA' }] },
    ],
  });
  return {
    tk,
    catalogCourse,
    admin,
    professor,
    student,
    adminClient: await tk.loginAs(admin),
    professorClient: await tk.loginAs(professor),
    studentClient: await tk.loginAs(student),
  };
}

export const REQUEST_FIELDS = { course_title: 'BIO 101 Fall', course_start_date: '2031-09-01', course_enrollment: '120' };

/** Lists the world's course in the catalog (as the administrator). */
export async function listCatalogCourse(world: AdoptionsWorld, description = 'Cells to genes.'): Promise<void> {
  const listed = await world.adminClient.post(`adoptions/catalog/${world.catalogCourse.courseId}`, { description });
  if (listed.status !== 201 && listed.status !== 200) throw new Error(`not listed: ${JSON.stringify(listed.body)}`);
}

/** Asks for the catalog course as `client`; answers the request's id. */
export async function requestCourse(world: AdoptionsWorld, client: TestClient = world.professorClient, fields = REQUEST_FIELDS): Promise<string> {
  const created = await client.post('adoptions/requests', { course_id: world.catalogCourse.courseId, ...fields });
  if (created.status !== 201) throw new Error(`not requested: ${JSON.stringify(created.body)}`);
  return created.body._id as string;
}
