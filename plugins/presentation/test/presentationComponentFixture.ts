import type { ApiComponent } from '@lms/sdk/web';
import type { PresentationConfig } from '../src/schemas/presentationConfig.ts';

export function presentationComponent(config: PresentationConfig, title = 'Week 1 slides'): ApiComponent<PresentationConfig> {
  return {
    _id: 'component-1',
    type: 'presentation',
    plugin: 'presentation',
    title,
    description: null,
    config,
    owned_by: null,
    course_id: 'course-1',
    updated_at: '2025-01-01T00:00:00.000Z',
  };
}
