import { useState } from 'react';
import { vi } from 'vitest';
import { ItemInput } from '../../src/web/delivery/items/ItemInput.tsx';
import type { ItemToAnswer } from '../../src/calls/deliveryCalls.ts';
import type { QtiItemReview, QtiItemToAnswer } from '../../src/schemas/qtiItem.ts';
import { COURSE, fakeApi, renderWithApi } from '../delivery-web/deliveryFixture.tsx';

export const qtiItem = (content: QtiItemToAnswer | QtiItemReview): ItemToAnswer => ({ id: 'q1', type: 'qti', points: 3, title: 'A QTI item', prompt: '', hints_total: 0, content });

/** A QTI item answered in a page through ItemInput (as delivery shows it): the last QtiResponse given. */
export function answerQti(xml: string, { response, readOnly = false, upload, stimuli }: { response?: unknown; readOnly?: boolean; upload?: (body?: unknown) => unknown; stimuli?: QtiItemToAnswer['stimuli'] } = {}) {
  const changes = vi.fn<(response: unknown) => void>();
  function Harness() {
    const [value, setValue] = useState<unknown>(response);
    return (
      <ItemInput
        item={qtiItem({ xml, ...(stimuli ? { stimuli } : {}) })}
        response={value}
        readOnly={readOnly}
        courseId={COURSE}
        idPrefix="qti"
        onChange={(next) => {
          changes(next);
          setValue(next);
        }}
      />
    );
  }
  const api = fakeApi({}, upload);
  const view = renderWithApi(<Harness />, api);
  return { last: () => changes.mock.calls.at(-1)?.[0] as Record<string, unknown> | undefined, changes, api, view };
}
