import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '@lms/sdk/web';
import manifest from '../../src/web/index.tsx';

describe('the web manifest', () => {
  it("shows the spec's two program routes, for program administrators (the account menu's 'Program Management' opens the list)", () => {
    expect(Object.keys(manifest.screens ?? {}).sort()).toEqual(['programs.detail', 'programs.list']);
    const routes = ROUTE_TABLE.filter((route) => route.name.startsWith('programs.'));
    expect(routes.map((route) => [route.path, route.access])).toEqual([
      ['/programs/list', 'program-admin'],
      ['/programs/detail/:programId', 'program-admin'],
    ]);
  });
});
