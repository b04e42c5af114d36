import { useMutation } from '@tanstack/react-query';
import { unenrolStudents } from '@lms/sdk/calls';
import { useShell } from '../../app/ShellContext.ts';
import { isSessionLoss } from '../../notifications/errorNotice.ts';
import { enrollmentsKey, rosterKey } from './ongoingCourseQueries.ts';

/** Part 3 §8 Gradebook, word for word. */
export const STUDENTS_REMOVED = 'Selected students have been removed.';
export const UNENROL_FAILED = 'Could not unenroll students (server error).';

/** `POST unenroll_student/` (part 3 §7): removes students from the course, then reloads the roster and the enrolments. */
export function useRemoveStudents(courseId: string, onRemoved: () => void) {
  const { api, notifications, queryClient } = useShell();
  return useMutation({
    mutationFn: (students: string[]) => api.call(unenrolStudents, { body: { courseId, students } }),
    onSuccess: async () => {
      notifications.show({ type: 'success', message: STUDENTS_REMOVED });
      onRemoved();
      await Promise.all([queryClient.invalidateQueries({ queryKey: rosterKey(courseId) }), queryClient.invalidateQueries({ queryKey: enrollmentsKey(courseId) })]);
    },
    onError: (error) => {
      if (!isSessionLoss(error)) notifications.show({ type: 'error', message: UNENROL_FAILED });
    },
  });
}
