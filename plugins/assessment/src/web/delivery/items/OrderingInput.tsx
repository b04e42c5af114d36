import { VISUALLY_HIDDEN_CLASS, withItemMoved, Button } from '@lms/sdk/web';
import type { Choice } from '../../../schemas/itemTypes.ts';
import type { TypeInputProps, ItemOf } from './itemInputProps.ts';

/** The entries in the response's order when it names each of them once, else in the order shown. */
function arranged(entries: Choice[], response: unknown): Choice[] {
  if (!Array.isArray(response) || response.length !== entries.length) return entries;
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const ordered = response.map((id) => byId.get(String(id)));
  return ordered.every((entry) => entry !== undefined) && new Set(response).size === entries.length ? (ordered as Choice[]) : entries;
}

/**
 * Ordering: the entries (shuffled at start) moved up and down with buttons,
 * which keyboards and screen readers use as well as pointers. The order shown
 * becomes the response on the first move, or with "Use this order".
 */
export function OrderingInput({ item, response, onChange, readOnly, promptId }: TypeInputProps<ItemOf<'ordering'>>) {
  const entries = arranged(item.content.entries, response);
  const move = (from: number, to: number) => onChange(withItemMoved(entries, from, to).map((entry) => entry.id));
  // Read-only without a response, the entries' order would pass for an answer (and, in a review, it is the right one).
  if (readOnly && !Array.isArray(response)) return <p className="lms-item__note">Not answered.</p>;
  return (
    <div className="lms-item__ordering">
      <ol aria-labelledby={promptId}>
        {entries.map((entry, index) => (
          <li key={entry.id}>
            <span>{entry.text}</span>
            {!readOnly && (
              <span className="lms-item__moves">
                <Button variant="secondary" disabled={index === 0} onClick={() => move(index, index - 1)}>
                  Move up<span className={VISUALLY_HIDDEN_CLASS}>: {entry.text}</span>
                </Button>
                <Button variant="secondary" disabled={index === entries.length - 1} onClick={() => move(index, index + 1)}>
                  Move down<span className={VISUALLY_HIDDEN_CLASS}>: {entry.text}</span>
                </Button>
              </span>
            )}
          </li>
        ))}
      </ol>
      {!readOnly && !Array.isArray(response) && (
        <Button variant="secondary" onClick={() => onChange(entries.map((entry) => entry.id))}>
          Use this order
        </Button>
      )}
    </div>
  );
}
