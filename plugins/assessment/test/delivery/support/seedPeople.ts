import { Kernel, kernelConfigFromEnv, kernelRefs } from '@lms/core';
import { TEST_PASSWORD } from '@lms/sdk/testing';
import assessmentPlugin from '../../../src/server/index.ts';

export interface SeededPeople {
  instructorEmail: string;
  studentEmail: string;
  studentId: string;
  courseId: string;
  lessonId: string;
  pageId: string;
}

/**
 * Migrates the database `env` names and adds an instructor, a student enrolled
 * in their course and a page for the assessment, through a kernel of this
 * process, then closes it (an embedded database has one owner at a time).
 * Their password is TEST_PASSWORD.
 */
export async function seedPeople(env: Record<string, string>): Promise<SeededPeople> {
  const kernel = await Kernel.create({ config: kernelConfigFromEnv({ ...env, LOG_LEVEL: 'silent' }), plugins: [{ manifest: assessmentPlugin }], runJobs: false });
  try {
    const users = kernel.resolve(kernelRefs.users);
    const courses = kernel.resolve(kernelRefs.courses);
    const person = (role: 'instructor' | 'student') => users.create({ email: `${role}@kill.example`, password: TEST_PASSWORD, firstname: role, lastname: 'Tester', role, validated: true });
    const instructor = await person('instructor');
    const student = await person('student');
    const course = await courses.createCourse({ title: 'Kill and restart', ownerId: instructor.id });
    const lesson = await courses.createLesson(course.id, { title: 'Exam', ownerId: instructor.id });
    const page = await courses.createPage(course.id, lesson.id, { title: 'Quiz', ownerId: instructor.id });
    await courses.enrol(course.id, student.id);
    return { instructorEmail: instructor.email, studentEmail: student.email, studentId: student.id, courseId: course.id, lessonId: lesson.id, pageId: page.id };
  } finally {
    await kernel.stop();
  }
}
