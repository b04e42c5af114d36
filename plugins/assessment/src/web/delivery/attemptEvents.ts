/** The caller's attempts at an assessment changed (one was submitted): its state and reviews are read again. */
export const ATTEMPTS_CHANGED = 'assessment.attempts.changed';
