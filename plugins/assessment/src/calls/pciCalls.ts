import { defineCall, StreamAnswer } from '@lms/sdk/calls';

/** Issue 28: the page a portable custom interaction runs in (an iframe sandboxed without same-origin). */
export const getPciFrame = defineCall({
  method: 'GET',
  path: 'assessment/pci/frame',
  summary: 'The empty page a portable custom interaction runs in, sandboxed (scripts, no same origin, no network); the item page frames it and sends the modules by postMessage.',
  answer: StreamAnswer,
});

/** Where the item page frames it. */
export const PCI_FRAME_URL = `/server/${getPciFrame.path}`;
