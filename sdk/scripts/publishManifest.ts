import { ENTRY_POINTS, BUNDLED_WORKSPACES } from './entryPoints.ts';
import { kernelDependencies } from './kernelInTesting.ts';

type Manifest = Record<string, unknown> & { dependencies?: Record<string, string> };

/**
 * The package.json of the built SDK (sdk/dist), made from the workspace's: its subpaths point at the
 * built JavaScript and declarations, and the workspace packages bundled into it are no longer dependencies.
 * The kernel's npm dependencies become its own (its testing subpath carries the kernel: kernelInTesting.ts);
 * where both name a package, the SDK's range stays. What stays: the version, the kernel API range (`lms`),
 * the npm dependencies and the optional peers.
 */
export function publishManifest(workspace: Manifest): Manifest {
  const { private: _private, scripts: _scripts, devDependencies: _dev, exports: _sources, dependencies = {}, ...kept } = workspace;
  const exports: Record<string, unknown> = {};
  for (const entry of ENTRY_POINTS) {
    exports[entry.subpath] = { types: `./${entry.name}.d.ts`, default: `./${entry.name}.js` };
  }
  exports['./style.css'] = './style.css';
  exports['./package.json'] = './package.json';
  const external = Object.entries(dependencies).filter(([name]) => !(BUNDLED_WORKSPACES as readonly string[]).includes(name));
  return { ...kept, exports, dependencies: sortedByName({ ...kernelDependencies(), ...Object.fromEntries(external) }) };
}

function sortedByName(dependencies: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(dependencies).sort(([a], [b]) => a.localeCompare(b)));
}
