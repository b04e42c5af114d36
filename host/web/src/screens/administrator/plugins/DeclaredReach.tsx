import type { SitePluginPackage } from '@lms/sdk/calls';

const listOrNone = (items: readonly string[]) => (items.length ? items.join(', ') : 'none');
/** A course's screen path starts with /:courseId/; any other is site-wide (the server refuses :courseId elsewhere). */
const isCourseScreen = (screenPath: string) => screenPath.startsWith('/:courseId/');

/** What a plugin package declares it will reach and add, as the administrator reads it before installing. */
export function DeclaredReach({ plugin }: { plugin: SitePluginPackage }) {
  return (
    <dl className="plugin-reach">
      <dt>Its own tables</dt>
      <dd>{listOrNone(plugin.reach.tables)}</dd>
      <dt>Kernel services</dt>
      <dd>{listOrNone(plugin.reach.services)}</dd>
      <dt>Outgoing requests to</dt>
      <dd>{listOrNone(plugin.reach.network)}</dd>
      <dt>Server calls</dt>
      <dd>only under /server/{plugin.id}/</dd>
      <dt>Component types</dt>
      <dd>{listOrNone(plugin.contributes.componentTypes)}</dd>
      <dt>Screens in a course</dt>
      <dd>{listOrNone(plugin.contributes.screens.filter(isCourseScreen))}</dd>
      <dt>Site-wide screens</dt>
      <dd>{listOrNone(plugin.contributes.screens.filter((screenPath) => !isCourseScreen(screenPath)))}</dd>
      <dt>Kernel API</dt>
      <dd>{plugin.kernel}</dd>
    </dl>
  );
}
