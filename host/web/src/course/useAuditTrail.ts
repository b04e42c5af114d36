import { useEffect, useRef } from 'react';
import { recordVisit } from '@lms/sdk/calls';
import { useShell } from '../app/ShellContext.ts';

export type AuditVisit =
  | { type: 'course_home_visit'; course: string }
  | { type: 'lesson_home_visit'; course: string; lesson: string }
  | { type: 'page_visit'; course: string; lesson: string; page: string };

/**
 * Part 2 §7: POST audit_trail once per visit, when the screen has loaded
 * (`visit` undefined until then). Fire and forget: it goes through the client
 * without the global error rule, and a failure is ignored, so recording a
 * visit never disturbs the reader.
 */
export function useAuditTrail(visit: AuditVisit | undefined): void {
  const { sessionApi } = useShell();
  const recorded = useRef<string | null>(null);
  const key = visit ? JSON.stringify(visit) : null;
  useEffect(() => {
    if (!visit || key === recorded.current) return;
    recorded.current = key;
    sessionApi.call(recordVisit, { body: visit }).catch(() => undefined);
  }, [key]);
}
