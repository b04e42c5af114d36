import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { entryChunkSize } from './entryChunkSize.ts';
import { lmsPluginRegistry } from './lmsPluginRegistry.ts';
import { sharedModuleInputs, sharedModules } from './sharedModules.ts';

const webRoot = path.dirname(fileURLToPath(import.meta.url));
/** Identifies this build; the app compares it with the served page's to notice a new release. */
const buildId = process.env.LMS_BUILD_ID ?? new Date().toISOString();

export default defineConfig({
  root: webRoot,
  plugins: [
    react(),
    lmsPluginRegistry(),
    sharedModules(webRoot),
    {
      name: 'lms-build-id',
      transformIndexHtml: (html) => html.replace('%LMS_BUILD%', buildId),
    },
    entryChunkSize(),
  ],
  define: { __LMS_BUILD__: JSON.stringify(buildId) },
  build: {
    outDir: path.join(webRoot, 'dist'),
    emptyOutDir: true,
    sourcemap: true,
    // The shared modules are entries whose every export stays: installed plugins import them through the page's import map.
    rolldownOptions: { input: { index: path.join(webRoot, 'index.html'), ...sharedModuleInputs() }, preserveEntrySignatures: 'strict' },
  },
  server: {
    port: 5173,
    proxy: { '/server': { target: `http://localhost:${process.env.PORT ?? 3000}`, ws: true } },
  },
});
