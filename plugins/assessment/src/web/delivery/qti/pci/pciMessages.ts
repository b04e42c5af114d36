import type { QtiResponseValue } from '../../../../schemas/qtiItem.ts';
import type { ResponseDeclaration } from '../qtiDocument.ts';
import { readPciResponse } from './pciValues.ts';

/** What the PCI frame says (pciFrameScript.js), once checked. */
export type PciMessage =
  | { type: 'loaded' }
  | { type: 'ready' }
  | { type: 'response'; value: QtiResponseValue; state: string | null }
  | { type: 'height'; height: number }
  | { type: 'error'; message: string }
  /** A response that does not fit its declaration: nothing of it is stored. */
  | { type: 'refused'; reason: string };

/** A PCI's state is kept beside its response; more than this is not a state of one interaction. */
export const MAX_PCI_STATE_LENGTH = 64 * 1024;

const MAX_HEIGHT = 4000;

/**
 * Whether a message came from this interaction's own frame: posted by its window, from the opaque
 * origin ("null") a frame sandboxed without same-origin has. Anything else (another frame, another
 * window, this page) is not the interaction speaking.
 */
export const fromFrame = (event: Pick<MessageEvent, 'source' | 'origin'>, frame: Window | null | undefined): boolean =>
  frame !== null && frame !== undefined && event.source === frame && event.origin === 'null';

/** A message of the frame read against the interaction's response declaration; null when it is not one of ours. */
export function readPciMessage(data: unknown, declaration: ResponseDeclaration | undefined): PciMessage | null {
  if (typeof data !== 'object' || data === null || (data as { lms?: unknown }).lms !== 'pci') return null;
  const message = data as Record<string, unknown>;
  switch (message.type) {
    case 'loaded':
    case 'ready':
      return { type: message.type };
    case 'height':
      return typeof message.height === 'number' && Number.isFinite(message.height) ? { type: 'height', height: Math.min(Math.max(Math.round(message.height), 24), MAX_HEIGHT) } : null;
    case 'error':
      return { type: 'error', message: typeof message.message === 'string' ? message.message.slice(0, 300) : 'The interaction failed.' };
    case 'response': {
      if (!declaration) return { type: 'refused', reason: 'The interaction answers a response the item does not declare.' };
      const state = message.state;
      if (state !== null && state !== undefined && (typeof state !== 'string' || state.length > MAX_PCI_STATE_LENGTH)) {
        return { type: 'refused', reason: `The interaction's state is not text of at most ${MAX_PCI_STATE_LENGTH / 1024} KiB.` };
      }
      const reading = readPciResponse(message.response, declaration);
      if ('refused' in reading) return { type: 'refused', reason: reading.refused };
      return { type: 'response', value: reading.value, state: typeof state === 'string' && state !== '' ? state : null };
    }
    default:
      return null;
  }
}
