import type { QtiItemToAnswer } from '../../../schemas/qtiItem.ts';
import { renderChildren, type QtiContextValue } from './qtiContent.tsx';

type Stimulus = NonNullable<QtiItemToAnswer['stimuli']>[number];

/** A stimulus's HTML (sanitised by the server) read by the browser and built with the same allowed markup as the item. */
function StimulusBody({ html, ids }: { html: string; ids: string }) {
  const body = new DOMParser().parseFromString(`<!DOCTYPE html><body>${html}</body>`, 'text/html').body;
  const context: QtiContextValue = { declarations: new Map(), response: {}, setResponse: () => undefined, setResponses: () => undefined, readOnly: true, ids, interactions: {} };
  return <div className="lms-qti-stimulus__body">{renderChildren(body, context)}</div>;
}

/** The shared stimuli (passages) beside the item, each a titled region the candidate can scroll on its own. */
export function StimulusPanel({ stimuli, ids }: { stimuli: Stimulus[]; ids: string }) {
  return (
    <div className="lms-qti__stimuli">
      {stimuli.map((stimulus) => (
        <section key={stimulus.id} className="lms-qti-stimulus" aria-labelledby={`${ids}-stimulus-${stimulus.id}`} tabIndex={0}>
          <h5 id={`${ids}-stimulus-${stimulus.id}`}>{stimulus.title || 'Passage'}</h5>
          <StimulusBody html={stimulus.html} ids={`${ids}-stimulus-${stimulus.id}`} />
        </section>
      ))}
    </div>
  );
}
