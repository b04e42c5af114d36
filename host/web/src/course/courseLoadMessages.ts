/** On-screen wording for the course-load errors of part 2 §8 (the server's own text goes in the notification). */
export function courseLoadMessages(subject: 'course' | 'lesson' | 'page' | 'component'): Record<string, string> {
  return {
    'student-not-in-course': 'You are not enrolled in this course.',
    'access-denied': 'You do not have access to this course.',
    'not-found': `This ${subject} could not be found.`,
  };
}
