import { coreServices } from '@lms/sdk';
import { createTestKernel, type CourseFixture, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
import administration from '../src/server/index.ts';

export interface AdministrationWorld {
  tk: TestKernel;
  course: CourseFixture;
  otherCourse: CourseFixture;
  /** Site administrator (administrator value 3, permission level 2). */
  admin: TestUser;
  /** Permission level 1 (value 2) and level 0 (value 1). */
  levelOne: TestUser;
  levelZero: TestUser;
  /** A provider-level admin: accountType Junction with administrator value 1. */
  provider: TestUser;
  instructor: TestUser;
  student: TestUser;
  clients: Record<'admin' | 'levelOne' | 'levelZero' | 'provider' | 'instructor' | 'student', TestClient>;
}

export async function administrationWorld(): Promise<AdministrationWorld> {
  const tk = await createTestKernel({ plugins: [administration] });
  const admin = await tk.createUser('site-admin', { firstname: 'Sid', lastname: 'Admin' });
  const levelOne = await tk.createUser('instructor', { firstname: 'Lev', lastname: 'One', administrator: 2 });
  const levelZero = await tk.createUser('instructor', { firstname: 'Lev', lastname: 'Zero', administrator: 1 });
  const provider = await tk.createUser('instructor', { firstname: 'Pro', lastname: 'Vider', administrator: 1, accountType: 'Junction' });
  const instructor = await tk.createUser('instructor', { firstname: 'Ivy', lastname: 'Teacher' });
  const student = await tk.createUser('student', { firstname: 'Stu', lastname: 'Dent', email: 'stu.dent@school.example' });
  const course = await tk.createCourse({ title: 'Biology 101', instructor, students: [student] });
  const otherCourse = await tk.createCourse({ title: 'Chemistry 201', instructor });
  return {
    tk,
    course,
    otherCourse,
    admin,
    levelOne,
    levelZero,
    provider,
    instructor,
    student,
    clients: {
      admin: await tk.loginAs(admin),
      levelOne: await tk.loginAs(levelOne),
      levelZero: await tk.loginAs(levelZero),
      provider: await tk.loginAs(provider),
      instructor: await tk.loginAs(instructor),
      student: await tk.loginAs(student),
    },
  };
}

/** A card payment row of the student for the course, as the payments plugin records one. */
export async function cardPayment(world: AdministrationWorld, userId: string, courseId: string, amount = 4900, ref = `stripe:cs_test_${Math.random().toString(16).slice(2)}`): Promise<string> {
  await world.tk.kernel.resolve(coreServices.enrolments).recordPurchase({ userId, courseIds: [courseId], amount, paymentType: 'card', providerRef: ref });
  const record = await world.tk.kernel.resolve(coreServices.accountAdministration).record(userId);
  return record.payments.find((payment) => payment.courseId === courseId && payment.refundedAt === null)!.id;
}

/** The audit entries of a subject, newest first, as the kernel stores them. */
export async function auditOf(world: AdministrationWorld, subjectId: string) {
  return world.tk.kernel.resolve(coreServices.auditLog).list({ subjectId, limit: 50 });
}
