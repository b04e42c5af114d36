import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, CheckboxField, FormField, useDebouncedValue } from '@lms/sdk/web';
import { searchStaffCandidates, STAFF_SEARCH_MIN, type StaffCandidate } from '@lms/sdk/calls';
import { useShell } from '../../app/ShellContext.ts';

/** A member of the team as the picker shows it. */
export type StaffPerson = Pick<StaffCandidate, 'id' | 'email' | 'display_name'>;

interface StaffPickerProps {
  courseId: string;
  /** With edit rights (instructors), then without (assistants): user ids, as saved. */
  professors: readonly string[];
  assistants: readonly string[];
  /** Who the stored ids are (the settings' all_instructors). */
  known: readonly StaffPerson[];
  errorAt(path: string): string | undefined;
  onChange(professors: string[], assistants: string[]): void;
}

const SEARCH_DELAY_MS = 300;

/**
 * The course's instructors and assistants (part 3 §3 all_instructors), chosen
 * by searching professor accounts by name or email (`GET staff_candidates/`),
 * never by typing ids. "Edit rights" makes a member an instructor; without
 * it they assist (part 3 §6 "Instructors have edit rights, or are assistants
 * only"). Each row's checkbox is named as the body's entry (`professors.0`),
 * so a 422 for that id lands on its row.
 */
export function StaffPicker({ courseId, professors, assistants, known, errorAt, onChange }: StaffPickerProps) {
  const { api } = useShell();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<readonly StaffPerson[]>([]);
  const text = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const results = useQuery({
    queryKey: ['staff-candidates', courseId, text],
    queryFn: () => api.call(searchStaffCandidates, { params: { courseId }, query: { search: text } }),
    enabled: text.length >= STAFF_SEARCH_MIN,
  });
  const person = (id: string): StaffPerson => [...known, ...picked].find((entry) => entry.id === id) ?? { id, email: '', display_name: 'Unknown user' };
  const members = new Set([...professors, ...assistants]);

  const add = (candidate: StaffCandidate, editRights: boolean) => {
    setPicked((current) => [...current.filter((entry) => entry.id !== candidate.id), candidate]);
    if (editRights) onChange([...professors, candidate.id], [...assistants]);
    else onChange([...professors], [...assistants, candidate.id]);
  };
  const setEditRights = (id: string, editRights: boolean) =>
    editRights ? onChange([...professors, id], assistants.filter((other) => other !== id)) : onChange(professors.filter((other) => other !== id), [...assistants, id]);
  const remove = (id: string) => onChange(professors.filter((other) => other !== id), assistants.filter((other) => other !== id));

  const rows = [...professors.map((id, index) => ({ id, path: `professors.${index}`, editRights: true })), ...assistants.map((id, index) => ({ id, path: `assistants.${index}`, editRights: false }))];
  const teamError = errorAt('professors') ?? errorAt('assistants');

  return (
    <fieldset className="staff-picker" name="professors" tabIndex={-1} aria-invalid={teamError ? true : undefined}>
      <legend>Instructors and assistants</legend>
      <p className="field-hint">Instructors have edit rights; assistants do not. A course needs at least one instructor.</p>
      {teamError && (
        <p className="form-error" role="alert">
          {teamError}
        </p>
      )}
      <ul className="staff-picker__members" aria-label="The course's instructors and assistants">
        {rows.map((row) => {
          const member = person(row.id);
          return (
            <li key={row.id} className="staff-picker__member">
              <span className="staff-picker__name">
                {member.display_name}
                {member.email && <span className="staff-picker__email"> ({member.email})</span>}
                <span className="badge">{row.editRights ? 'Instructor' : 'Assistant'}</span>
              </span>
              <CheckboxField
                id={`staff-edit-${row.id}`}
                name={row.path}
                label={`Edit rights for ${member.display_name}`}
                value={row.editRights}
                error={errorAt(row.path)}
                onChange={(checked) => setEditRights(row.id, checked)}
              />
              <Button small variant="secondary" onClick={() => remove(row.id)} aria-label={`Remove: ${member.display_name}`}>
                Remove
              </Button>
            </li>
          );
        })}
      </ul>
      <div role="search" aria-label="Find a person to add">
        <FormField id={searchId} label="Add a person (search by name or email)" type="search" value={search} onChange={setSearch} hint={`At least ${STAFF_SEARCH_MIN} characters.`} />
      </div>
      {text.length >= STAFF_SEARCH_MIN && (
        <div className="staff-picker__results" aria-live="polite">
          {results.isPending && <p role="status">Searching…</p>}
          {results.isError && <p className="form-error">The search failed. Please try again.</p>}
          {results.data && results.data.people.length === 0 && <p>Nobody with a professor account matches “{text}”.</p>}
          {results.data && results.data.people.length > 0 && (
            <ul aria-label="People found">
              {results.data.people.map((candidate) => (
                <li key={candidate.id} className="staff-picker__result">
                  <span>
                    {candidate.display_name} <span className="staff-picker__email">({candidate.email})</span>
                  </span>
                  {members.has(candidate.id) ? (
                    <span className="badge">On the team</span>
                  ) : (
                    <span className="staff-picker__add">
                      <Button small onClick={() => add(candidate, true)} aria-label={`Add as instructor: ${candidate.display_name}`}>
                        Add as instructor
                      </Button>
                      <Button small variant="secondary" onClick={() => add(candidate, false)} aria-label={`Add as assistant: ${candidate.display_name}`}>
                        Add as assistant
                      </Button>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
          {results.data?.more && <p className="field-hint">More people match: type more of the name or email.</p>}
        </div>
      )}
    </fieldset>
  );
}
