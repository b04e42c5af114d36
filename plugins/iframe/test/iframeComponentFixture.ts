import type { ApiComponent } from '@lms/sdk/web';
import type { IframeConfig } from '../src/schemas/iframeConfig.ts';

export function iframeComponent(config: IframeConfig, title = 'Field trip'): ApiComponent<IframeConfig> {
  return {
    _id: 'component-1',
    type: 'iframe',
    plugin: 'iframe',
    title,
    description: null,
    config,
    owned_by: null,
    course_id: 'course-1',
    updated_at: '2025-01-01T00:00:00.000Z',
  };
}
