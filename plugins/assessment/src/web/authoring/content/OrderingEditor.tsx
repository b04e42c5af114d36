import type { OrderingContent } from '../../../schemas/itemTypes.ts';
import { ChoiceRows } from './ChoiceRows.tsx';
import type { ContentEditorProps } from './contentEditorProps.ts';
import { ErrorText } from './ErrorText.tsx';

/** Ordering: the entries in their right order (delivery shuffles them). */
export function OrderingEditor({ content, onChange, errors }: ContentEditorProps<OrderingContent>) {
  return (
    <fieldset className="lms-authoring-group">
      <legend>Entries, in the right order</legend>
      <ErrorText message={errors['content/entries']} />
      <ChoiceRows rows={content.entries} onChange={(entries) => onChange({ entries })} noun="Entry" path="content/entries" errors={errors} newRow={(id) => ({ id, text: '' })} idPrefix="e" min={2} movable />
    </fieldset>
  );
}
