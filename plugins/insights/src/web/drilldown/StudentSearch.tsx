import { useState, type FormEvent } from 'react';
import { AppLink, Button, Modal, routePath } from '@lms/sdk/web';
import { postDrilldownSearch } from '../../calls/drilldownCalls.ts';
import { useCallMutation } from '../dashboard/serverData.ts';

/** The /professor modal: the course's students by first name, last name or email (`lti`), each a link to their drilldown. */
export function StudentSearch({ courseId, onClose }: { courseId: string; onClose(): void }) {
  const [firstname, setFirstname] = useState('');
  const [lastname, setLastname] = useState('');
  const [lti, setLti] = useState('');
  const search = useCallMutation(postDrilldownSearch);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search.mutate({ params: { courseId }, body: { firstname, lastname, lti } });
  };
  return (
    <Modal
      title="Find a student"
      onClose={onClose}
      size="wide"
      initialFocus="#ins-drill-first"
      actions={
        <Button type="button" onClick={onClose}>
          Close
        </Button>
      }
    >
      <form onSubmit={submit} className="ins-drill-search">
        <label htmlFor="ins-drill-first">First name</label>
        <input id="ins-drill-first" value={firstname} onChange={(event) => setFirstname(event.target.value)} />
        <label htmlFor="ins-drill-last">Last name</label>
        <input id="ins-drill-last" value={lastname} onChange={(event) => setLastname(event.target.value)} />
        <label htmlFor="ins-drill-lti">Email (LTI)</label>
        <input id="ins-drill-lti" value={lti} onChange={(event) => setLti(event.target.value)} />
        <button type="submit" className="ins-drill-button">
          Search
        </button>
      </form>
      {search.isPending ? <p role="status">Searching…</p> : null}
      {search.error ? <p role="alert">{search.error.message}</p> : null}
      {search.data ? (
        <section aria-labelledby="ins-drill-found">
          <h3 id="ins-drill-found">
            {search.data.students.length === 0 ? 'No students found.' : `Students found: ${search.data.students.length}${search.data.more ? ' (the first 50; narrow the search)' : ''}`}
          </h3>
          <ul className="ins-drill-found">
            {search.data.students.map((student) => (
              <li key={student.id}>
                <AppLink to={routePath('drilldown.student', { courseId, student: student.id })}>{student.name}</AppLink> <span>{student.email}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Modal>
  );
}
