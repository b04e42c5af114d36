import { useState } from 'react';
import { Button } from '@lms/sdk/web';
import { getPageAdaptiveItems } from '../../calls/adaptiveCalls.ts';
import { useCallQuery } from '../serverData.ts';
import { AdaptiveItemsDialog } from './AdaptiveItemsDialog.tsx';

/**
 * In the assessment's editor on a page of a course with adaptive learning on
 * (adaptive_enabled): how many Questions the page's adaptive item list holds,
 * and the button that opens the dialog editing it. Nothing otherwise (a course
 * without the flag, an assessment not saved on the page yet: the read answers 404).
 */
export function AdaptiveItemsSection({ courseId, pageId }: { courseId: string; pageId: string }) {
  const read = useCallQuery(getPageAdaptiveItems, { params: { courseId, pageId } });
  const [open, setOpen] = useState(false);
  const loaded = read.data;
  if (!loaded?.adaptive_enabled) return null;
  const count = loaded.data.length;
  return (
    <section className="lms-assessment-section" aria-label="Adaptive learning">
      <h3>Adaptive learning</h3>
      <p>{count === 0 ? "This page's adaptive item list is empty." : `This page adapts over ${count} ${count === 1 ? 'Question' : 'Questions'}.`}</p>
      <div>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Edit the page's adaptive item list
        </Button>
      </div>
      {open && <AdaptiveItemsDialog courseId={courseId} pageId={pageId} loaded={loaded} onClose={() => setOpen(false)} />}
    </section>
  );
}
