// Builds the plugin package's dist/: the server part (Node ES module, @lms/sdk left to the site),
// its migrations, and the web part (browser ES modules; React and the SDK's web kit come from the
// site's import map, everything else is bundled). `npm pack` then packs package.json and dist/.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
fs.rmSync(dist, { recursive: true, force: true });

/** What the site provides at run time: never bundled. */
const SITE_SERVER = ['@lms/sdk', '@lms/sdk/*'];
const SITE_WEB = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', '@lms/sdk/web'];

await build({
  entryPoints: [path.join(root, 'src/server/index.ts')],
  // dist/lib/server: its '../../migrations' is dist/migrations, as src/server's is ./migrations.
  outfile: path.join(dist, 'lib/server/index.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  external: SITE_SERVER,
  logLevel: 'warning',
});

const migrations = fs.readdirSync(path.join(root, 'migrations')).filter((file) => file.endsWith('.ts'));
await build({
  entryPoints: migrations.map((file) => path.join(root, 'migrations', file)),
  outdir: path.join(dist, 'migrations'),
  platform: 'node',
  format: 'esm',
  target: 'node22',
  logLevel: 'warning',
});

await build({
  entryPoints: [path.join(root, 'src/web/index.tsx')],
  outdir: path.join(dist, 'web'),
  bundle: true,
  splitting: true,
  platform: 'browser',
  format: 'esm',
  target: 'es2022',
  jsx: 'automatic',
  external: SITE_WEB,
  minify: true,
  logLevel: 'warning',
});

console.log(`Built ${path.relative(process.cwd(), dist)}`);
