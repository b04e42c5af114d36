import { isId, contentRefs, userRefs, LmsError, type Kernel } from '@lms/core';
import { UsageError } from '../CliError.ts';
import { readOptions } from '../options.ts';

/** Prints only the new course's id, so scripts can capture it. */
export async function createCourse(kernel: Kernel, args: string[]): Promise<string> {
  const o = readOptions(args, ['title', 'instructor'] as const);
  const instructor = await kernel.resolve(userRefs.users).findByEmail(o.instructor);
  if (!instructor) throw new LmsError('not-found', `No account has the email ${o.instructor}.`);
  if (!instructor.instructor) throw new UsageError(`${o.instructor} is not an instructor account (create it with --role instructor).`);
  const course = await kernel.resolve(contentRefs.courses).createCourse({ title: o.title, ownerId: instructor.id });
  return course.id;
}

export async function enrol(kernel: Kernel, args: string[]): Promise<string> {
  const o = readOptions(args, ['course', 'email'] as const);
  if (!isId(o.course)) throw new UsageError('--course must be a course id (24 hexadecimal characters)');
  const courses = kernel.resolve(contentRefs.courses);
  const course = await courses.findById(o.course);
  if (!course) throw new LmsError('not-found', `No course has the id ${o.course}.`);
  const user = await kernel.resolve(userRefs.users).findByEmail(o.email);
  if (!user) throw new LmsError('not-found', `No account has the email ${o.email}.`);
  const added = await courses.enrol(course.id, user.id);
  return added ? `Enrolled ${user.email} in "${course.title}"` : `${user.email} was already enrolled in "${course.title}"`;
}
