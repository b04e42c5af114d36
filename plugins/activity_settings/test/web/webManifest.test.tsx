import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '@lms/sdk/web';
import manifest from '../../src/web/index.tsx';

describe('the web manifest', () => {
  it('shows one screen under both spec routes, the one the host delegates the redesign address to', () => {
    expect(manifest.screens?.activity_settings).toBeDefined();
    expect(manifest.screens?.activity_settings_new).toBe(manifest.screens?.activity_settings);
  });

  it("puts 'Activity settings' in the professors' course menu, on a route of a course", () => {
    expect(manifest.courseMenu).toEqual([{ route: 'activity_settings', label: 'Activity settings', for: 'professor', order: 35 }]);
    expect(ROUTE_TABLE.find((route) => route.name === 'activity_settings')?.path).toBe('/:courseId/activity_settings');
  });
});
