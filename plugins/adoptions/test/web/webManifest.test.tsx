import { describe, expect, it } from 'vitest';
import { routeByName } from '@lms/sdk/web';
import manifest from '../../src/web/index.tsx';

const LAZY = Symbol.for('react.lazy');
const isLazy = (component: unknown) => (component as { $$typeof?: symbol } | undefined)?.$$typeof === LAZY;

describe('adoptions web manifest', () => {
  it('provides the catalog, the administrators’ request screens and the catalog’s administration, for routes of the route table, loaded on demand', () => {
    expect(manifest.id).toBe('adoptions');
    const screens = Object.entries(manifest.screens ?? {});
    expect(screens.map(([name]) => [name, routeByName(name)?.path])).toEqual([
      ['catalog_courses', '/catalog-courses'],
      ['administrator.requests', '/administrator/requests'],
      ['administrator.requests.item', '/administrator/requests/:courseId'],
      ['administrator.request.item', '/administrator/request/:adoption'],
      ['administrator.catalog', '/administrator/catalog'],
      ['administrator.catalog.item', '/administrator/catalog/:courseId'],
    ]);
    expect(screens.every(([, screen]) => isLazy(screen))).toBe(true);
  });
});
