import { Readable } from 'node:stream';
import { defineRoute } from '@lms/sdk';
import { getPciFrame } from '../../calls/pciCalls.ts';
import { PCI_FRAME_HTML, PCI_FRAME_POLICY } from './pciFrame.ts';

const PAGE = Buffer.from(PCI_FRAME_HTML);

/** Issue 28: the sandboxed page portable custom interactions run in (see pciFrame.ts). */
export const pciRoutes = [
  defineRoute(getPciFrame, {
    permission: 'public',
    async handler({ reply }) {
      reply.header('Content-Security-Policy', PCI_FRAME_POLICY);
      reply.header('Cache-Control', 'public, max-age=3600');
      reply.stream(Readable.from([PAGE]), { contentType: 'text/html; charset=utf-8', length: PAGE.byteLength });
    },
  }),
];
