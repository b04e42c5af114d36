import { useMutation } from '@tanstack/react-query';
import { saveCourseSettings } from '@lms/sdk/calls';
import { ApiError } from '@lms/sdk/web';
import { applyEnrolmentLock, type EnrolmentLock } from '@lms/contract/rules';
import { useShell } from '../../app/ShellContext.ts';
import { errorNotice, isSessionLoss } from '../../notifications/errorNotice.ts';
import { COURSE_SETTINGS_UPDATED } from '../authoring/authoringMessages.ts';

export interface LockChange {
  current: EnrolmentLock;
  change: Partial<EnrolmentLock>;
}

/**
 * Saves one enrolment toggle as a course setting (`PUT collection/courses/{courseId}/`),
 * sending both flags as the lock rule (part 3 §4) makes them; the server applies
 * the same rule. Every query of the course reloads after it (settings, enrolments).
 */
export function useEnrolmentLockSave(courseId: string) {
  const { api, notifications, queryClient } = useShell();
  return useMutation({
    mutationFn: async ({ current, change }: LockChange) => {
      const outcome = applyEnrolmentLock(current, change);
      if (!outcome.ok) throw new Error(outcome.message);
      return api.call(saveCourseSettings, { params: { courseId }, body: outcome.lock });
    },
    onSuccess: async (answer) => {
      notifications.show({ type: 'success', message: answer.status || COURSE_SETTINGS_UPDATED });
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(courseId) });
    },
    onError: (error) => {
      if (isSessionLoss(error)) return;
      // A refused lock says the rule's own message (the lock fields' 422), else the usual notice.
      const ruleMessage = error instanceof ApiError ? (error.fieldMessage('enrollment_locked') ?? error.fieldMessage('invite_only')) : undefined;
      notifications.show({ type: 'error', message: ruleMessage ?? errorNotice(error) });
    },
  });
}
