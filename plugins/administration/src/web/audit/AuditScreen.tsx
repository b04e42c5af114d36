import { useId, useState } from 'react';
import { Button, pageClass, useDebouncedValue } from '@lms/sdk/web';
import { getAuditLog } from '../../calls/auditCalls.ts';
import { AUDIT_PAGE_SIZE } from '../../schemas/administrationMessages.ts';
import { useCallQuery } from '../serverData.ts';
import { TextInput } from '../users/TextInput.tsx';
import '../administration.css';

/** /administrator/audit: the administrators' actions, newest first, filtered by action and subject, in pages. */
export default function AuditScreen() {
  const titleId = useId();
  const [action, setAction] = useState('');
  const [subject, setSubject] = useState('');
  const [before, setBefore] = useState<string[]>([]);
  const filters = useDebouncedValue({ action: action.trim() || undefined, subject: subject.trim() || undefined }, 300);
  const log = useCallQuery(getAuditLog, { query: { ...filters, before: before.at(-1), limit: AUDIT_PAGE_SIZE } });
  const entries = log.data?.entries ?? [];

  return (
    <section className={pageClass('wide')} aria-labelledby={titleId}>
      <h1 id={titleId}>Audit log</h1>
      <div className="lms-administration-row">
        <TextInput label="Action (e.g. users.refund)" value={action} onChange={(value) => (setAction(value), setBefore([]))} />
        <TextInput label="Subject id" value={subject} onChange={(value) => (setSubject(value), setBefore([]))} />
      </div>
      {log.isPending && <p role="status">Loading the audit log…</p>}
      {log.error && (
        <p className="lms-field-error" role="alert">
          {log.error.message}
        </p>
      )}
      {log.data && entries.length === 0 && <p role="status">No entries.</p>}
      {entries.length > 0 && (
        <div className="lms-administration-scroll">
          <table className="lms-administration-table">
            <caption>Administrator actions, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">Subject</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{new Date(entry.at).toLocaleString()}</td>
                  <td>
                    {entry.actorName} <br />
                    {entry.actorEmail}
                  </td>
                  <th scope="row">{entry.action}</th>
                  <td>
                    {entry.subjectType} <code>{entry.subjectId}</code>
                  </td>
                  <td>
                    <pre className="lms-administration-json" tabIndex={0} aria-label={`Before ${entry.action}`}>{JSON.stringify(entry.before, null, 1)}</pre>
                  </td>
                  <td>
                    <pre className="lms-administration-json" tabIndex={0} aria-label={`After ${entry.action}`}>{JSON.stringify(entry.after, null, 1)}</pre>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="lms-administration-row">
        {before.length > 0 && <Button onClick={() => setBefore(before.slice(0, -1))}>Newer</Button>}
        {entries.length === AUDIT_PAGE_SIZE && <Button onClick={() => setBefore([...before, entries.at(-1)!.id])}>Older</Button>}
      </div>
    </section>
  );
}
