import type { ApiComponent } from '@lms/contract';

/**
 * A component of `type` as the API answers it, for View and Editor tests: its
 * plugin named after the type, in course "course-1"; `overrides` sets any other field.
 */
export function componentFixture<C>(type: string, config: C, overrides: Partial<Omit<ApiComponent<C>, 'config'>> = {}): ApiComponent<C> {
  return {
    _id: 'component-1',
    type,
    plugin: type,
    title: '',
    description: null,
    config,
    owned_by: null,
    course_id: 'course-1',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
