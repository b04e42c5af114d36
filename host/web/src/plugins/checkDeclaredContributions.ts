import { routeByName, type RouteEntry, type WebPluginManifest } from '@lms/sdk/web';
import type { SitePluginWebEntry } from '@lms/sdk/calls';
import { WebPluginManifestError } from './WebPluginManifestError.ts';

/** What the shell would mount of a plugin beyond its component types and screens: nothing a package can declare. */
const UNDECLARABLE = ['panels', 'componentFooters', 'pageDecorators', 'routingElements'] as const;

/**
 * Holds the web part of a plugin installed from a package (known only at run
 * time) to what its package.json declared and the administrator read before
 * installing: its id, its component types, and its screens only at the declared
 * route paths (a course's, `/:courseId/...`, or site-wide). Course menu,
 * administration and header entries may open only those screens. The first
 * contribution outside the declaration throws, naming the plugin and the field.
 */
export function checkDeclaredContributions(manifest: WebPluginManifest, declared: SitePluginWebEntry): void {
  const fail = (field: string, problem: string): never => {
    throw new WebPluginManifestError(declared.id, field, problem);
  };
  if (manifest.id !== declared.id) fail('id', `its web part says it is plugin "${String(manifest.id)}"`);
  const screenPaths = new Set(declared.contributes.screens);
  const ownRoutes = new Map((manifest.routes ?? []).map((entry) => [entry.name, entry]));
  const routeNamed = (name: string): RouteEntry | undefined => ownRoutes.get(name) ?? routeByName(name);
  const undeclared = (path: string) => `${path} is not among the screens its package.json declares in "lms.contributes.screens" (${declared.contributes.screens.join(', ') || 'none'})`;
  const requireDeclaredRoute = (field: string, name: string): void => {
    const entry = routeNamed(name);
    if (!entry) fail(field, `unknown route "${name}"`);
    if (!screenPaths.has(entry!.path)) fail(field, undeclared(entry!.path));
  };

  for (const type of Object.keys(manifest.components ?? {})) {
    if (!declared.contributes.componentTypes.includes(type)) fail(`components.${type}`, 'this component type is not listed in package.json "lms.contributes.componentTypes"');
  }
  (manifest.routes ?? []).forEach((entry, index) => {
    if (!screenPaths.has(entry.path)) fail(`routes[${index}]`, undeclared(entry.path));
  });
  for (const name of Object.keys(manifest.screens ?? {})) requireDeclaredRoute(`screens.${name}`, name);
  (manifest.courseMenu ?? []).forEach((entry, index) => requireDeclaredRoute(`courseMenu[${index}]`, entry.route));
  (manifest.administrationEntries ?? []).forEach((entry, index) => requireDeclaredRoute(`administrationEntries[${index}]`, entry.route));
  (manifest.headerEntries ?? []).forEach((entry, index) => {
    if ('route' in entry.opens) requireDeclaredRoute(`headerEntries[${index}].opens`, entry.opens.route);
    else fail(`headerEntries[${index}].opens`, 'a plugin installed from a package opens its declared screens only, not a panel');
  });
  for (const field of UNDECLARABLE) {
    const contributed = manifest[field];
    if (contributed && Object.keys(contributed).length > 0) fail(field, 'a plugin installed from a package cannot add these: its package.json can declare only component types and screens');
  }
}
