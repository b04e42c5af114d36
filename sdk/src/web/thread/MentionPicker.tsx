import { useMemo, useState } from 'react';
import type { RichTextEditor as Editor } from '../richText/index.ts';
import type { MentionCandidate } from '../../thread/threadTypes.ts';
import { pluginServerData } from '../serverData/pluginServerData.ts';
import { Button } from '../ui/Button.tsx';
import { FormField } from '../ui/FormField.tsx';
import type { MentionSource } from './threadActions.ts';

/** Enough names to choose from without a long list; typing narrows them. */
const SHOWN = 8;

/** Inserts "@Full Name" (part 2 §5) for a course member found by name (the server's list: never oneself, never a bot). */
export function MentionPicker({ source, editor, onClose }: { source: MentionSource; editor: Editor; onClose(): void }) {
  const { useCallQuery } = useMemo(() => pluginServerData(source.pluginId), [source.pluginId]);
  const candidates = useCallQuery(source.call, source.args as never);
  const people = (candidates.data as MentionCandidate[] | undefined) ?? null;
  const [search, setSearch] = useState('');

  function choose(name: string) {
    editor.chain().focus().insertContent(`@${name} `).run();
    onClose();
  }

  if (candidates.error) return <p className="lms-thread-error" role="alert">Could not load the people of this course.</p>;
  const matches = (people ?? []).filter((person) => person.name.toLowerCase().includes(search.trim().toLowerCase())).slice(0, SHOWN);
  return (
    <div className="lms-thread-insert" role="group" aria-label="Mention someone" onKeyDown={(event) => event.key === 'Escape' && onClose()}>
      <FormField layout="inline" label="Find someone" autoFocus value={search} onChange={setSearch} />
      {people === null ? (
        <p className="lms-thread-quiet">Loading…</p>
      ) : (
        <ul className="lms-thread-mentions">
          {matches.map((person) => (
            <li key={person._id}>
              <Button type="button" variant="quiet" onClick={() => choose(person.name)}>
                @{person.name}
              </Button>
            </li>
          ))}
          {matches.length === 0 && <li className="lms-thread-quiet">Nobody by that name.</li>}
        </ul>
      )}
    </div>
  );
}
