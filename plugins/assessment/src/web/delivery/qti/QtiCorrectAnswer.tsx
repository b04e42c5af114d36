import type { QtiItemContent, QtiItemReview, QtiResponse } from '../../../schemas/qtiItem.ts';
import { childrenNamed } from './qtiDocument.ts';
import { QtiItemView } from './QtiItemView.tsx';

/** The correct responses written in a stored item's declarations (a review or regrade that carries the whole item). */
function writtenCorrectResponse(xml: string): QtiResponse | null {
  const root = new DOMParser().parseFromString(xml, 'application/xml').documentElement;
  const correct: QtiResponse = {};
  for (const declaration of childrenNamed(root, 'qti-response-declaration')) {
    const values = childrenNamed(declaration, 'qti-correct-response').flatMap((response) => childrenNamed(response, 'qti-value').map((value) => value.textContent?.trim() ?? ''));
    if (values.length === 0) continue;
    correct[declaration.getAttribute('identifier') ?? ''] = declaration.getAttribute('cardinality') === 'single' ? (values[0] ?? null) : values;
  }
  return Object.keys(correct).length > 0 ? correct : null;
}

/** A QTI item's right answer: the item again, read-only, with its correct responses filled in. */
export function QtiCorrectAnswer({ content, ids }: { content: QtiItemContent | QtiItemReview; ids: string }) {
  const correct = 'correct_response' in content && content.correct_response ? content.correct_response : writtenCorrectResponse(content.xml);
  if (!correct) return <p>This Question has no single right answer; its score follows its rules.</p>;
  return (
    <section aria-label="Right answer">
      <p>Right answer:</p>
      <QtiItemView content={{ xml: content.xml }} response={correct} onChange={() => undefined} readOnly ids={ids} />
    </section>
  );
}
