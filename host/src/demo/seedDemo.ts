import fs from 'node:fs';
import { contentRefs, permissionRefs, userRefs, mediaRefs, toSessionUser, withDemoMedia, type DemoMediaFacts, type Kernel, type UserRow } from '@lms/core';
import { seedDemoActivity, seedDemoDueDate } from './demoActivity.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demoAccounts.ts';
import { DEMO_COURSE, DEMO_LESSONS, DEMO_PAID_COURSE, DEMO_PAID_LESSON, GALLERY_LESSON_TITLE, type DemoLesson } from './demoCourse.ts';

export interface DemoInstallation {
  accounts: (DemoAccount & { id: string })[];
  password: string;
  courseId: string;
  /** False when the demo course already existed (its content is then left as it is). */
  createdCourse: boolean;
  /** The demo course that asks a payment. */
  paidCourseId: string;
  /** What the plugins' demos print (codes to try, addresses to open). */
  notes: string[];
}

/** One page per installed component type that offers a demo. */
function galleryLesson(kernel: Kernel): DemoLesson {
  return {
    title: GALLERY_LESSON_TITLE,
    pages: [...kernel.registry.componentTypes.values()]
      .filter(({ definition }) => definition.demo)
      .map(({ definition, pluginId }) => {
        const demo = definition.demo!;
        return {
          title: definition.title,
          components: [
            {
              type: definition.type,
              title: demo.title,
              config: demo.config,
              children: demo.children,
              media: demo.media,
              ...(demo.seed ? { seed: { pluginId, deps: definition.deps, run: demo.seed } } : {}),
            },
          ],
        };
      }),
  };
}

/** The demo config with each placeholder id replaced by the id of the child made for it. */
function withPlaceholdersReplaced<T>(value: T, ids: ReadonlyMap<string, string>): T {
  if (typeof value === 'string') return (ids.get(value) ?? value) as T;
  if (Array.isArray(value)) return value.map((item) => withPlaceholdersReplaced(item, ids)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withPlaceholdersReplaced(item, ids)])) as T;
  return value;
}

/**
 * Makes sure the demo installation exists: seven accounts (site admin, program
 * administrator, instructor, assistant, three students) and one demo course. Running it again changes
 * nothing that exists: accounts keep their passwords, the course keeps its edits.
 */
export async function seedDemo(kernel: Kernel): Promise<DemoInstallation> {
  const users = kernel.resolve(userRefs.users);
  const courses = kernel.resolve(contentRefs.courses);
  const components = kernel.resolve(contentRefs.components);
  const permissions = kernel.resolve(permissionRefs.permissionService);
  const media = kernel.resolve(mediaRefs.library);

  const accounts = [];
  for (const account of DEMO_ACCOUNTS) {
    const row =
      (await users.findByEmail(account.email)) ??
      (await users.create({ email: account.email, password: DEMO_PASSWORD, firstname: account.firstname, lastname: account.lastname, role: account.role }));
    accounts.push({ ...account, id: row.id, row });
  }
  const instructor = accounts.find((a) => a.inCourse === 'instructor')!;

  let course = await courses.findBySlug(DEMO_COURSE.slug);
  const createdCourse = !course;
  // What this run makes, by type: each plugin's demo may work on its own (take the quiz for the students) once.
  const createdComponents: Record<string, string[]> = {};
  if (!course) {
    course = await courses.createCourse({ ...DEMO_COURSE, ownerId: instructor.id });
    const access = (await permissions.courseAccess(toSessionUser(instructor.row), course.id))!;
    for (const lessonData of [...DEMO_LESSONS, galleryLesson(kernel)]) {
      if (!lessonData.pages.length) continue;
      const lesson = await courses.createLesson(course.id, { title: lessonData.title, ownerId: instructor.id, preview: lessonData.preview === true });
      for (const pageData of lessonData.pages) {
        const page = await courses.createPage(course.id, lesson.id, { title: pageData.title, draft: pageData.draft, ownerId: instructor.id });
        for (const component of pageData.components) {
          const children = Object.entries(component.children ?? {});
          if (![component, ...children.map(([, child]) => child)].every((c) => kernel.registry.componentType(c.type))) continue;
          // A container's children first (on no page), then the container naming them.
          const ids = new Map<string, string>();
          for (const [placeholder, child] of children) {
            const made = await components.create(course.id, lesson.id, page.id, { ...child, slot: null }, access, instructor.id);
            ids.set(placeholder, made._id);
            (createdComponents[child.type] ??= []).push(made._id);
          }
          const files: Record<string, DemoMediaFacts> = {};
          for (const [name, file] of Object.entries(component.media ?? {})) {
            const library = /\.(png|jpe?g|gif|webp|svg)$/i.test(name) ? 'images' : 'files';
            const stored = await media.upload(course.id, library, { fileName: name, displayName: name, body: fs.createReadStream(file) }, instructor.id);
            files[name] = { url: stored.url, id: stored._id, sha256: stored.sha256 };
          }
          const prepared = withDemoMedia(withPlaceholdersReplaced(component.config, ids), files);
          const seed = component.seed;
          const config = seed
            ? await seed.run(prepared, { courseId: course.id, owner: toSessionUser(instructor.row), deps: kernel.resolveDepsFor(seed.pluginId, seed.deps) })
            : prepared;
          const placed = { type: component.type, title: component.title, config, ...(component.slot ? { slot: component.slot } : {}) };
          const made = await components.create(course.id, lesson.id, page.id, placed, access, instructor.id);
          (createdComponents[component.type] ??= []).push(made._id);
        }
      }
    }
  }
  for (const account of accounts) {
    if (account.inCourse === 'student') await courses.enrol(course.id, account.id);
    if (account.inCourse === 'instructor' || account.inCourse === 'assistant') await courses.addStaff(course.id, account.id, account.inCourse);
  }
  // Issue 21: three weeks of tracked activity, made with the course (a second run keeps what exists).
  if (createdCourse) {
    await seedDemoActivity(kernel, course.id, accounts.filter((a) => a.inCourse === 'student').map((a) => a.id));
    await seedDemoDueDate(kernel, course.id, instructor.id);
  }
  const paidCourseId = await seedPaidCourse(kernel, instructor.row);
  const administrator = accounts.find((a) => a.role === 'site-admin')!;
  const programAdministrator = accounts.find((a) => a.role === 'program-admin')!;
  const notes: string[] = [];
  for (const { manifest } of kernel.registry.plugins) {
    if (!manifest.demo) continue;
    notes.push(
      ...(await manifest.demo.seed({
        courseId: course.id,
        paidCourseId,
        administrator: toSessionUser(administrator.row),
        instructor: toSessionUser(instructor.row),
        programAdministrator: toSessionUser(programAdministrator.row),
        students: accounts.filter((a) => a.inCourse === 'student').map((a) => toSessionUser(a.row)),
        createdComponents,
        deps: kernel.resolveDepsFor(manifest.id, manifest.demo.deps),
      })),
    );
  }
  return { accounts: accounts.map(({ row: _row, ...account }) => account), password: DEMO_PASSWORD, courseId: course.id, createdCourse, paidCourseId, notes };
}

/** The demo course that asks a payment (one lesson of html), made once. */
async function seedPaidCourse(kernel: Kernel, instructor: UserRow): Promise<string> {
  const instructorId = instructor.id;
  const courses = kernel.resolve(contentRefs.courses);
  const components = kernel.resolve(contentRefs.components);
  const existing = await courses.findBySlug(DEMO_PAID_COURSE.slug);
  if (existing) return existing.id;
  const course = await courses.createCourse({ ...DEMO_PAID_COURSE, ownerId: instructorId });
  const access = (await kernel.resolve(permissionRefs.permissionService).courseAccess(toSessionUser(instructor), course.id))!;
  const lesson = await courses.createLesson(course.id, { title: DEMO_PAID_LESSON.title, ownerId: instructorId });
  for (const pageData of DEMO_PAID_LESSON.pages) {
    const page = await courses.createPage(course.id, lesson.id, { title: pageData.title, ownerId: instructorId });
    for (const component of pageData.components) {
      if (!kernel.registry.componentType(component.type)) continue;
      await components.create(course.id, lesson.id, page.id, { type: component.type, title: component.title, config: component.config }, access, instructorId);
    }
  }
  return course.id;
}

/** The lines printed at start-up. */
export function describeDemo(demo: DemoInstallation, baseUrl: string): string {
  const width = Math.max(...demo.accounts.map((a) => a.email.length));
  return [
    '',
    'Demo installation ready. Log in at ' + `${baseUrl}/login` + ' with:',
    ...demo.accounts.map((a) => `  ${a.email.padEnd(width)}  ${demo.password}   (${a.role})`),
    `Demo course: ${baseUrl}/${demo.courseId}`,
    `Demo paid course: ${baseUrl}/${demo.paidCourseId}`,
    ...demo.notes,
    '',
  ].join('\n');
}
