/** How an action ended: the message to announce, and whether it failed. */
export interface Outcome {
  failed: boolean;
  message: string;
}

/** A live region that is always in the page, so each new outcome is announced; failures in the danger colour. */
export function StatusMessage({ outcome }: { outcome: Outcome | null }) {
  return (
    <p role="status" className={outcome?.failed ? 'lms-grading-status lms-grading-status--failed' : 'lms-grading-status'}>
      {outcome?.message ?? ''}
    </p>
  );
}
