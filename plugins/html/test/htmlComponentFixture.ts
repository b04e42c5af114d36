import type { ApiComponent } from '@lms/sdk/web';
import type { HtmlConfig } from '../src/schemas/htmlConfig.ts';

export function htmlComponent(html: string, id = 'component-1'): ApiComponent<HtmlConfig> {
  return {
    _id: id,
    type: 'html',
    plugin: 'html',
    title: 'Reading',
    description: null,
    config: { html },
    owned_by: null,
    course_id: 'course-1',
    updated_at: '2025-01-01T00:00:00.000Z',
  };
}
