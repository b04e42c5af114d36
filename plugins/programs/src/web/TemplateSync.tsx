import { useId, useState } from 'react';
import { Button, CheckboxField, useNotify } from '@lms/sdk/web';
import { applyTemplateSync, getSyncHistory, getTemplateSync, lockTemplateItem, type ApiDiffEntry, type ApiSectionDiff } from '../calls/syncCalls.ts';
import { JobProgress } from './JobProgress.tsx';
import { programFailure } from './programFailure.ts';
import { PROGRAMS_CHANGED, useCallMutation, useCallQuery } from './serverData.ts';

const CHANGE_WORDS = { added: 'Added', changed: 'Changed', removed: 'Removed' } as const;
const SYNC_CHANGED = ['programs.sync-changed'] as const;

function EntryList({ entries }: { entries: readonly ApiDiffEntry[] }) {
  return (
    <ul className="lms-programs-diff">
      {entries.map((entry) => (
        <li key={entry.item_id}>
          <strong>
            {CHANGE_WORDS[entry.change]} lesson “{entry.title}”
          </strong>{' '}
          <span className={entry.action === 'apply' ? 'lms-programs-apply' : 'lms-programs-kept'}>
            {entry.action === 'apply' ? (entry.locked ? '— applied (locked by the template)' : '— applied') : "— the section's own edit is kept"}
          </span>
          {entry.details.length > 0 && (
            <ul>
              {entry.details.map((detail, index) => (
                <li key={index}>
                  {CHANGE_WORDS[detail.change]} {detail.kind} “{detail.title}”{detail.page ? ` on page “${detail.page}”` : ''}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

function SectionChanges({ section, onApplied }: { section: ApiSectionDiff; onApplied(): void }) {
  const headingId = useId();
  const notify = useNotify();
  const apply = useCallMutation(applyTemplateSync, {});
  const [jobId, setJobId] = useState<string | null>(null);
  const applicable = section.entries.filter((entry) => entry.action === 'apply').length;
  const start = async () => {
    try {
      const answer = await apply.mutateAsync({ params: { courseId: section.section_id } });
      setJobId(answer.job.id);
    } catch (error) {
      notify({ type: 'error', message: programFailure(error) });
    }
  };
  return (
    <section className="lms-programs-form" aria-labelledby={headingId}>
      <h3 id={headingId}>Changes from the template: {section.title}</h3>
      {section.entries.length === 0 ? <p>In line with the template.</p> : <EntryList entries={section.entries} />}
      {jobId ? (
        <JobProgress
          jobId={jobId}
          label="Sync"
          unit="items"
          onEnd={(status, message) => {
            notify({ type: status === 'done' ? 'success' : 'error', message });
            setJobId(null);
            onApplied();
          }}
        />
      ) : (
        <div className="lms-programs-actions">
          <Button disabled={applicable === 0 || apply.isPending} onClick={() => void start()} aria-label={`Apply to this section: ${section.title}`}>
            Apply to this section
          </Button>
        </div>
      )}
    </section>
  );
}

/**
 * The template sync on /programs/detail/{id} (issue 23 item 4): the template's
 * items with their locks, per section the changes a sync would make (read
 * before anything is written) and an apply button, and the sync history.
 */
export function TemplateSync({ programId }: { programId: string }) {
  const notify = useNotify();
  const sync = useCallQuery(getTemplateSync, { params: { programId } }, { refetchOn: [...PROGRAMS_CHANGED, ...SYNC_CHANGED] });
  const history = useCallQuery(getSyncHistory, { params: { programId } }, { refetchOn: [...PROGRAMS_CHANGED, ...SYNC_CHANGED] });
  const lock = useCallMutation(lockTemplateItem, { emits: SYNC_CHANGED });
  const reload = () => {
    void sync.refetch();
    void history.refetch();
  };
  const toggle = async (itemId: string, locked: boolean) => {
    try {
      notify({ type: 'success', message: (await lock.mutateAsync({ params: { programId }, body: { item_id: itemId, locked } })).message });
    } catch (error) {
      notify({ type: 'error', message: programFailure(error) });
    }
  };
  if (sync.error) return <p className="lms-field-error" role="alert">{programFailure(sync.error)}</p>;
  if (!sync.data) return <p role="status">Reading the template's changes…</p>;
  return (
    <div className="lms-programs">
      <section className="lms-programs-form" aria-labelledby="lms-programs-template-items">
        <h2 id="lms-programs-template-items">Template items</h2>
        <p>A locked item takes the template's version at a sync, even over a section's own edit.</p>
        {sync.data.items.map((item) => (
          <CheckboxField key={item.item_id} label={`Lock “${item.title}”`} value={item.locked} onChange={(locked) => void toggle(item.item_id, locked)} />
        ))}
      </section>
      <h2>Template sync</h2>
      {sync.data.sections.length === 0 && <p>No sections to sync.</p>}
      {sync.data.sections.map((section) => (
        <SectionChanges key={section.section_id} section={section} onApplied={reload} />
      ))}
      <section className="lms-programs-form" aria-labelledby="lms-programs-sync-history">
        <h2 id="lms-programs-sync-history">Sync history</h2>
        {history.data && history.data.syncs.length === 0 && <p>No sync yet.</p>}
        {history.data && history.data.syncs.length > 0 && (
          <ol className="lms-programs-history">
            {history.data.syncs.map((record) => (
              <li key={record.id}>
                <p>
                  {record.section_title}: {new Date(record.at).toLocaleString()} by {record.by || 'someone'}
                </p>
                {record.changes.length === 0 ? <p>Nothing to apply.</p> : <EntryList entries={record.changes} />}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
