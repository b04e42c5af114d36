import { useEffect, useState } from 'react';
import type { Editor } from '@tiptap/react';
import { FormField, useApi } from '@lms/sdk/web';
import type { MentionCandidate } from '../calls/mentionCalls.ts';
import { mentionCandidates } from './boardApi.ts';

/** Enough names to choose from without a long list; typing narrows them. */
const SHOWN = 8;

/** Inserts "@Full Name" (part 2 §5) for a course member found by name (the server's list: never oneself, never a bot). */
export function MentionPicker({ courseId, editor, onClose }: { courseId: string; editor: Editor; onClose(): void }) {
  const api = useApi();
  const [people, setPeople] = useState<MentionCandidate[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [search, setSearch] = useState('');

  useEffect(() => {
    let current = true;
    mentionCandidates(api, courseId).then(
      (list) => current && setPeople(list),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [api, courseId]);

  function choose(name: string) {
    editor.chain().focus().insertContent(`@${name} `).run();
    onClose();
  }

  if (failed) return <p className="lms-board-error" role="alert">Could not load the people of this course.</p>;
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
              <button type="button" className="lms-board-button lms-board-button--quiet" onClick={() => choose(person.name)}>
                @{person.name}
              </button>
            </li>
          ))}
          {matches.length === 0 && <li className="lms-board-quiet">Nobody by that name.</li>}
        </ul>
      )}
    </div>
  );
}
