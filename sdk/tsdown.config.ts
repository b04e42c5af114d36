import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'tsdown';
import { BUNDLED_WORKSPACES, ENTRY_POINTS } from './scripts/entryPoints.ts';
import { kernelDependencies, kernelFileEntries, kernelFileLocations } from './scripts/kernelInTesting.ts';
import { publishManifest } from './scripts/publishManifest.ts';

/**
 * Builds the publishable SDK into dist/ (or --out-dir): JavaScript and bundled declarations per
 * subpath, the web kit's stylesheet, and the package.json and README that make dist/ the package.
 * The workspace packages it needs are bundled in, and the kernel (@lms/core) with them, which only
 * the testing subpath imports (sdk/scripts/kernelInTesting.ts): its migrations and worker are a
 * second build into the same folder. The declarations come from tsgo, the repository's TypeScript 7 compiler.
 */
export default defineConfig([{
  entry: Object.fromEntries(ENTRY_POINTS.map((entry) => [entry.name, entry.source])),
  tsconfig: '../tsconfig.sdk.json',
  platform: 'node',
  target: 'es2022',
  fixedExtension: false,
  deps: {
    alwaysBundle: [...BUNDLED_WORKSPACES, '@lms/core'].map((name) => new RegExp(`^${name}(/|$)`)),
    // No npm package is bundled: the build fails if one would be (the workspace ones are not from node_modules).
    onlyBundle: [],
    // The kernel's npm dependencies, which the built package declares as its own (publishManifest.ts).
    neverBundle: Object.keys(kernelDependencies()).map((name) => new RegExp(`^${name}(/|$)`)),
  },
  plugins: [kernelFileLocations()],
  dts: { tsgo: { path: path.resolve(import.meta.dirname, '../node_modules/.bin/tsc') } },
  copy: ['README.md'],
  onSuccess(config) {
    const workspace = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'package.json'), 'utf8'));
    fs.writeFileSync(path.join(config.outDir, 'package.json'), `${JSON.stringify(publishManifest(workspace), null, 2)}\n`);
  },
}, {
  // Core's migrations and off-loop worker, which the bundled kernel loads by path at run time.
  entry: kernelFileEntries(),
  tsconfig: '../tsconfig.sdk.json',
  platform: 'node',
  target: 'es2022',
  fixedExtension: false,
  clean: false,
  // The worker registers tsx when a plugin's tests have it (to load TypeScript job modules), and goes on without it.
  deps: { onlyBundle: [], neverBundle: [/^tsx(\/|$)/] },
  dts: false,
}]);
