import { useEffect, useMemo, useRef, useState } from 'react';
import { PCI_FRAME_URL } from '../../../../calls/pciCalls.ts';
import { pciStateKey } from '../../../../schemas/qtiItem.ts';
import { useReadQuery } from '../../../serverData.ts';
import { fromFrame, readPciMessage } from '../pci/pciMessages.ts';
import { pciValue } from '../pci/pciValues.ts';
import { readModule, readPci } from '../pci/readPci.ts';
import { InteractionPrompt, useQti, useResponse, type InteractionProps } from '../qtiContent.tsx';

/** The frame's accessible name: the interaction's prompt, else the first words of its markup, else what it is. */
function frameTitle(element: Element): string {
  const text = (name: string) => Array.from(element.children).find((child) => child.localName === name)?.textContent?.replace(/\s+/g, ' ').trim();
  return text('qti-prompt') || text('qti-interaction-markup')?.slice(0, 120) || 'Custom interaction';
}

/**
 * A portable custom interaction (QTI 3.0 PCI): its modules, read from the
 * files its package brought, run in a frame sandboxed without same-origin
 * (pciFrameScript.js); the frame answers by postMessage, and only a message
 * from that frame whose response fits the declaration is stored. In review
 * the frame is read-only and restores the stored state; when it cannot run,
 * the response is shown as text.
 */
export function PortableCustomInteraction({ element }: InteractionProps) {
  const { identifier, declaration, value, readOnly, ids } = useResponse(element);
  const qti = useQti();
  const setup = useMemo(() => readPci(element), [element]);
  const state = qti.response[pciStateKey(identifier)];
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(96);
  const [problem, setProblem] = useState<string | null>(null);
  const modules = useReadQuery('qti-pci-modules', { modules: setup.modules }, (signal) => Promise.all(setup.modules.map((module) => readModule(module, signal))), { staleTime: Infinity });
  // What the frame is started with: read when it says it has loaded, not on every answer it gives.
  const latest = useRef({ value, state, qti });
  latest.current = { value, state, qti };

  useEffect(() => {
    if (!modules.data || !declaration) return;
    const sources = modules.data;
    let loads = 0;
    const onMessage = (event: MessageEvent) => {
      const window = frame.current?.contentWindow;
      if (!fromFrame(event, window)) return;
      const message = readPciMessage(event.data, declaration);
      if (message === null) return;
      if (message.type === 'loaded') {
        window!.postMessage(
          {
            lms: 'pci',
            type: 'start',
            modules: sources,
            module: setup.module,
            typeIdentifier: setup.typeIdentifier,
            markup: setup.markup,
            properties: setup.properties,
            responseIdentifier: identifier,
            boundTo: { [identifier]: pciValue(latest.current.value, declaration) },
            state: typeof latest.current.state === 'string' ? latest.current.state : null,
            status: readOnly ? 'review' : 'interacting',
            lang: element.closest('[xml\\:lang], [lang]')?.getAttribute('xml:lang') ?? document.documentElement.lang,
          },
          '*',
        );
      } else if (message.type === 'height') setHeight(message.height);
      else if (message.type === 'error') setProblem(message.message);
      else if (message.type === 'refused') setProblem(`This answer was not kept: ${message.reason}`);
      else if (message.type === 'response' && !readOnly) {
        setProblem(null);
        latest.current.qti.setResponses({ [identifier]: message.value, [pciStateKey(identifier)]: message.state });
      }
    };
    // The frame may navigate itself elsewhere (its sandbox allows that much): a second page load is not ours to talk to.
    const onLoad = () => {
      loads += 1;
      if (loads > 1) setProblem('The interaction left its page and was stopped.');
    };
    const current = frame.current;
    window.addEventListener('message', onMessage);
    current?.addEventListener('load', onLoad);
    return () => {
      window.removeEventListener('message', onMessage);
      current?.removeEventListener('load', onLoad);
      current?.contentWindow?.postMessage({ lms: 'pci', type: 'complete' }, '*');
    };
  }, [modules.data, declaration, setup, identifier, readOnly, element]);

  const failed = problem ?? (modules.error ? (modules.error as Error).message : !declaration ? 'This interaction answers a response the item does not declare.' : null);
  const title = frameTitle(element);
  const stopped = problem === 'The interaction left its page and was stopped.';
  return (
    <div className="lms-qti-interaction lms-qti-pci">
      <InteractionPrompt element={element} id={`${ids}-prompt`} />
      {modules.data && declaration && !stopped && (
        <iframe ref={frame} src={PCI_FRAME_URL} sandbox="allow-scripts" title={title} className="lms-qti-pci__frame" style={{ height }} />
      )}
      {failed && (
        <p role="alert" className="lms-item__problem">
          {failed}
        </p>
      )}
      {readOnly && (failed || typeof state !== 'string') && <p className="lms-qti-pci__answer">Response: {Array.isArray(value) ? value.join(', ') || 'none' : (value ?? 'none')}</p>}
    </div>
  );
}
