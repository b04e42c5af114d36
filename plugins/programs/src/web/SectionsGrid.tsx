import { Button, DataGrid, type GridColumn } from '@lms/sdk/web';
import type { ApiSection } from '../calls/programCalls.ts';

export type SectionAction = 'edit' | 'duplicate' | 'unhook' | 'remove';

const names = (section: ApiSection) => section.instructors.map((person) => person.name).join(', ');

/** The template's sections (part 3 §3 Section template): title, course code, students, instructors, and what may be done to each. */
export function SectionsGrid({ sections, onAction }: { sections: readonly ApiSection[]; onAction(section: ApiSection, action: SectionAction): void }) {
  const columns: GridColumn<ApiSection>[] = [
    { id: 'title', header: 'Section', value: (section) => section.title, rowHeader: true, sortable: true, width: 220 },
    { id: 'course_code', header: 'Course code', value: (section) => section.course_code, width: 220 },
    { id: 'student_count', header: 'Students', value: (section) => section.student_count, sortable: true, width: 100 },
    { id: 'instructors', header: 'Instructors', value: names, width: 200 },
    {
      id: 'actions',
      header: 'Actions',
      value: () => null,
      noExport: true,
      width: 380,
      cell: (section) => (
        <span className="lms-programs-actions">
          <Button small onClick={() => onAction(section, 'edit')} aria-label={`Edit ${section.title}`}>
            Edit
          </Button>
          <Button small onClick={() => onAction(section, 'duplicate')} aria-label={`Duplicate ${section.title}`}>
            Duplicate
          </Button>
          <Button small onClick={() => onAction(section, 'unhook')} aria-label={`Unhook ${section.title}`}>
            Unhook
          </Button>
          <Button small variant="danger" onClick={() => onAction(section, 'remove')} aria-label={`Remove ${section.title}`}>
            Remove
          </Button>
        </span>
      ),
    },
  ];
  return <DataGrid label="Sections" columns={columns} rows={sections} rowId={(section) => section.id} maxHeight={480} />;
}
