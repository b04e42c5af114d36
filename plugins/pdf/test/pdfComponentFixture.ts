import type { ApiComponent } from '@lms/sdk/web';
import type { PdfConfig } from '../src/schemas/pdfConfig.ts';

export function pdfComponent(config: PdfConfig, title = 'Reading'): ApiComponent<PdfConfig> {
  return {
    _id: 'component-1',
    type: 'pdf',
    plugin: 'pdf',
    title,
    description: null,
    config,
    owned_by: null,
    course_id: 'course-1',
    updated_at: '2025-01-01T00:00:00.000Z',
  };
}
