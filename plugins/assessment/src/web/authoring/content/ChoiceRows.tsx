import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { FormField, withItemMoved, withoutItem, Button } from '@lms/sdk/web';
import { MAX_CHOICE_TEXT, MAX_CHOICES } from '../../../schemas/itemContentSchemas.ts';
import type { Choice } from '../../../schemas/itemTypes.ts';
import type { FieldErrors } from '../fieldErrors.ts';
import { freshId } from './contentForm.ts';

interface ChoiceRowsProps<C extends Choice> {
  rows: C[];
  onChange(rows: C[]): void;
  /** What one row is called: "Choice", "Entry", "Option"... */
  noun: string;
  /** The rows' path in the item, e.g. "content/choices". */
  path: string;
  errors: FieldErrors;
  /** A new row: its fresh id and empty text. */
  newRow(id: string): C;
  idPrefix: string;
  /** Ids used elsewhere in the item that a new row must not take. */
  otherIds?: readonly string[];
  min: number;
  /** Rows in an order that matters get Move up/down. */
  movable?: boolean;
  /** The row's other controls (its right-answer mark, its match). */
  extra?(row: C, index: number, name: string): ReactNode;
}

/**
 * The rows of a list of texts with stable ids (choices, entries, options,
 * prompts): each with its text, removable down to `min`, at most 50; authors
 * never type the ids, which answers and QTI keep.
 */
export function ChoiceRows<C extends Choice>({ rows, onChange, noun, path, errors, newRow, idPrefix, otherIds = [], min, movable = false, extra }: ChoiceRowsProps<C>) {
  const setText = (index: number, text: string) => onChange(rows.map((row, at) => (at === index ? { ...row, text } : row)));
  const add = () => onChange([...rows, newRow(freshId(idPrefix, [...rows.map((row) => row.id), ...otherIds]))]);
  return (
    <>
      <ol className="lms-authoring-rows">
        {rows.map((row, index) => {
          const name = `${noun} ${index + 1}`;
          const rowErrors = [errors[`${path}/${index}/text`], errors[`${path}/${index}/id`], errors[`${path}/${index}`]].filter((message) => message !== undefined);
          return (
            <li key={row.id}>
              <FormField label={name} value={row.text} onChange={(text) => setText(index, text)} layout="inline" maxLength={MAX_CHOICE_TEXT} error={rowErrors.length ? rowErrors.join(' ') : undefined} />
              {extra?.(row, index, name)}
              {movable && (
                <>
                  <Button variant="quiet" small aria-label={`Move ${name} up`} title="Move up" disabled={index === 0} onClick={() => onChange(withItemMoved(rows, index, index - 1))}>
                    <ArrowUp size={16} aria-hidden="true" focusable="false" />
                  </Button>
                  <Button
                    variant="quiet"
                    small
                    aria-label={`Move ${name} down`}
                    title="Move down"
                    disabled={index === rows.length - 1}
                    onClick={() => onChange(withItemMoved(rows, index, index + 1))}
                  >
                    <ArrowDown size={16} aria-hidden="true" focusable="false" />
                  </Button>
                </>
              )}
              <Button variant="quiet" small aria-label={`Remove ${name}`} title="Remove" disabled={rows.length <= min} onClick={() => onChange(withoutItem(rows, index))}>
                <Trash2 size={16} aria-hidden="true" focusable="false" />
              </Button>
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" onClick={add} disabled={rows.length >= MAX_CHOICES}>
        Add {noun.toLowerCase()}
      </Button>
    </>
  );
}
