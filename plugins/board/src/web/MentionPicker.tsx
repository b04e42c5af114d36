import { useState } from 'react';
import type { RichTextEditor as Editor } from '@lms/sdk/web/richText';
import { Button, FormField } from '@lms/sdk/web';
import { getMentionCandidates } from '../calls/mentionCalls.ts';
import { useCallQuery } from './serverData.ts';

/** Enough names to choose from without a long list; typing narrows them. */
const SHOWN = 8;

/** Inserts "@Full Name" (part 2 §5) for a course member found by name (the server's list: never oneself, never a bot). */
export function MentionPicker({ courseId, editor, onClose }: { courseId: string; editor: Editor; onClose(): void }) {
  const candidates = useCallQuery(getMentionCandidates, { params: { courseId } });
  const people = candidates.data ?? null;
  const [search, setSearch] = useState('');

  function choose(name: string) {
    editor.chain().focus().insertContent(`@${name} `).run();
    onClose();
  }

  if (candidates.error) return <p className="lms-board-error" role="alert">Could not load the people of this course.</p>;
  const matches = (people ?? []).filter((person) => person.name.toLowerCase().includes(search.trim().toLowerCase())).slice(0, SHOWN);
  return (
    <div className="lms-board-insert" role="group" aria-label="Mention someone" onKeyDown={(event) => event.key === 'Escape' && onClose()}>
      <FormField layout="inline" label="Find someone" autoFocus value={search} onChange={setSearch} />
      {people === null ? (
        <p className="lms-board-quiet">Loading…</p>
      ) : (
        <ul className="lms-board-mentions">
          {matches.map((person) => (
            <li key={person._id}>
              <Button type="button" variant="quiet" onClick={() => choose(person.name)}>
                @{person.name}
              </Button>
            </li>
          ))}
          {matches.length === 0 && <li className="lms-board-quiet">Nobody by that name.</li>}
        </ul>
      )}
    </div>
  );
}
