import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '@lms/sdk/web';
import manifest from '../../src/web/index.tsx';

describe('the web manifest', () => {
  it("shows the spec's program routes, for program administrators (the account menu's 'Program Management' opens the list), and the invitation links' screens", () => {
    expect(Object.keys(manifest.screens ?? {}).sort()).toEqual(['acceptinvitation', 'programregistration', 'programs.detail', 'programs.list']);
    const routes = ROUTE_TABLE.filter((route) => route.name.startsWith('programs.'));
    expect(routes.map((route) => [route.path, route.access])).toEqual([
      ['/programs/list', 'program-admin'],
      ['/programs/detail/:programId', 'program-admin'],
    ]);
    // The invitation email's links: registering needs no login (part 1 §2), accepting needs one.
    const links = ROUTE_TABLE.filter((route) => route.name === 'programregistration' || route.name === 'acceptinvitation');
    expect(links.map((route) => [route.path, route.access])).toEqual([
      ['/programregistration/:invitationId', 'public'],
      ['/acceptinvitation/:masterId/:type', 'user'],
    ]);
  });
});
