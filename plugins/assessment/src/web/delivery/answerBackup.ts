import type { Responses } from '../../calls/deliveryCalls.ts';

const key = (attemptId: string) => `lms-assessment-unsaved:${attemptId}`;

interface Stored {
  /** The server's time (as the page reckons it) when these were last changed. */
  at: number;
  responses: Responses;
}

/**
 * Responses not yet saved, kept in the browser's storage per attempt, so that
 * a reload (or a closed tab) after failed saves finds them again. A storage
 * that is full or forbidden only loses this second copy.
 */
export const answerBackup = {
  write(attemptId: string, responses: Responses, at: number): void {
    try {
      if (Object.keys(responses).length === 0) localStorage.removeItem(key(attemptId));
      else localStorage.setItem(key(attemptId), JSON.stringify({ at, responses } satisfies Stored));
    } catch {
      // Full or disabled storage: the responses are still on the page and being saved.
    }
  },

  /** The kept responses, unless the server saved after they were changed (then its copy is newer). */
  read(attemptId: string, serverSavedAt: number | null): Responses {
    try {
      const stored = JSON.parse(localStorage.getItem(key(attemptId)) ?? 'null') as Stored | null;
      if (!stored || typeof stored.responses !== 'object' || stored.responses === null) return {};
      return serverSavedAt !== null && serverSavedAt > stored.at ? {} : stored.responses;
    } catch {
      return {};
    }
  },

  clear(attemptId: string): void {
    try {
      localStorage.removeItem(key(attemptId));
    } catch {
      // Nothing kept.
    }
  },
};
