import { LmsError, type CourseDirectory, type SessionUser } from '@lms/sdk';
import { ROUTING_MESSAGES, type InstructorBundleBody } from '../schemas/routingSchemas.ts';
import type { AdminBundle } from '../schemas/paymentTypes.ts';
import type { BundleCatalog } from './BundleCatalog.ts';

/**
 * The auto-bundler (group_set_up): an instructor groups courses they teach into
 * a bundle, the administration's bundle model, limited to their own courses
 * (the routes' 'author' permission keeps students out).
 */
export class InstructorBundles {
  constructor(
    private readonly courses: CourseDirectory,
    private readonly catalog: BundleCatalog,
  ) {}

  async taughtCourses(user: SessionUser): Promise<{ _id: string; title: string }[]> {
    return (await this.courses.taughtBy(user.id)).map((course) => ({ _id: course.id, title: course.title }));
  }

  async create(user: SessionUser, body: InstructorBundleBody): Promise<AdminBundle> {
    const taught = new Set((await this.courses.taughtBy(user.id)).map((course) => course.id));
    const foreign = body.courses.flatMap((id, index) => (taught.has(id) ? [] : [{ field: `courses/${index}`, message: ROUTING_MESSAGES.notYourCourse }]));
    if (foreign.length) throw LmsError.validation(foreign);
    return this.catalog.create({ title: body.title, amount: body.amount, courses: body.courses }, null);
  }
}
