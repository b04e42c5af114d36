import type { ActivityRow } from '../calls/activitySettingsCalls.ts';
import type { RowErrors } from './saveFailure.ts';
import { FIELD_LABELS, type ScreenField } from './settingFields.ts';

const fieldName = (field: string) => FIELD_LABELS[field as ScreenField] ?? (field === 'row' ? 'Activity' : field);

/** The messages at cells, listed by activity and field, so they are read even where the grid has scrolled them away. */
export function RowErrorList({ rows, errors }: { rows: readonly ActivityRow[]; errors: RowErrors }) {
  const items = rows.flatMap((row) => Object.entries(errors.get(row.id) ?? {}).map(([field, message]) => ({ key: `${row.id}:${field}`, text: `${row.report_title}, ${fieldName(field)}: ${message}` })));
  if (items.length === 0) return null;
  return (
    <div role="alert" className="as-message as-message--error">
      <ul aria-label="Problems to fix" className="as-errors">
        {items.map((item) => (
          <li key={item.key}>{item.text}</li>
        ))}
      </ul>
    </div>
  );
}
