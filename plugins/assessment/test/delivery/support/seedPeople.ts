import { withProcessKernel } from '@lms/sdk/testing';
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
export function seedPeople(env: Record<string, string>): Promise<SeededPeople> {
  return withProcessKernel(env, [assessmentPlugin], async (kernel) => {
    const instructor = await kernel.createUser('instructor', { email: 'instructor@kill.example' });
    const student = await kernel.createUser('student', { email: 'student@kill.example' });
    const course = await kernel.createCourse({ title: 'Kill and restart', instructor, students: [student], lessons: [{ title: 'Exam', pages: [{ title: 'Quiz' }] }] });
    return { instructorEmail: instructor.email, studentEmail: student.email, studentId: student.id, ...course.first };
  });
}
