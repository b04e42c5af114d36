import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, preview } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Builds the bench page for production (React's production build) and serves it on a free local port. */
export async function servePage(outDir: string): Promise<{ url: string; close(): Promise<void> }> {
  const root = path.join(here, 'page');
  await build({ root, logLevel: 'warn', plugins: [react()], build: { outDir, emptyOutDir: true } });
  const server = await preview({ root, logLevel: 'warn', build: { outDir }, preview: { host: '127.0.0.1', port: 0, strictPort: false } });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('the bench page server has no address');
  return { url, close: () => server.close() };
}
