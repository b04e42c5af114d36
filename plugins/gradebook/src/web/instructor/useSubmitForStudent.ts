import { useState } from 'react';
import { useApi, useNotify } from '@lms/sdk/web';
import { getGradebook } from '../../calls/gradebookCalls.ts';
import { classArgs, useCallCache } from './gradebookData.ts';
import { mergeStudents } from './gradebookMerge.ts';
import { submitForStudent } from './submitForStudent.ts';

/**
 * Submit-on-behalf from a cell (part 3 §4): submits, polls the job, says how it ended, then reads the
 * student's row again so the new score is in the grid (the live update may bring it too).
 */
export function useSubmitForStudent(courseId: string) {
  const api = useApi();
  const notify = useNotify();
  const cache = useCallCache();
  const [submitting, setSubmitting] = useState(false);

  const refreshStudent = async (studentId: string) => {
    const fresh = await api.call(getGradebook, { params: { courseId }, query: { users: studentId } });
    cache.set(getGradebook, classArgs(courseId), (current) => (current && mergeStudents(current, fresh, [studentId])) ?? current);
  };

  const submit = async (studentId: string, componentId: string) => {
    setSubmitting(true);
    try {
      const outcome = await submitForStudent(api, courseId, studentId, componentId);
      notify({ type: outcome.type, message: outcome.message });
      if (outcome.ended) await refreshStudent(studentId).catch(() => undefined);
    } finally {
      setSubmitting(false);
    }
  };
  return { submit, submitting };
}
