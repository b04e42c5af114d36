import { useId, useState } from 'react';
import { AppLink, ConfirmDialog, pageClass, routePath, useAppNavigate, useNotify, type ScreenProps } from '@lms/sdk/web';
import { deleteProgram, duplicateSection, getProgram, removeSection, unhookSection, type ApiSection } from '../calls/programCalls.ts';
import { AddSectionForm } from './AddSectionForm.tsx';
import { programFailure } from './programFailure.ts';
import { ProgramSettings } from './ProgramSettings.tsx';
import { SectionPeople } from './people/SectionPeople.tsx';
import { SectionEditor } from './SectionEditor.tsx';
import { SectionsGrid, type SectionAction } from './SectionsGrid.tsx';
import { TemplateSync } from './TemplateSync.tsx';
import { JobProgress } from './JobProgress.tsx';
import { PROGRAMS_CHANGED, useCallCache, useCallMutation, useCallQuery } from './serverData.ts';
import './programs.css';
import { CoordinatorsEditor } from './CoordinatorsEditor.tsx';

const QUESTIONS: Record<Exclude<SectionAction, 'edit'>, { title: string; confirm: string; text: string }> = {
  duplicate: { title: 'Duplicate this section?', confirm: 'Duplicate', text: 'A new section of this program starts with its content, without its students.' },
  unhook: { title: 'Unhook this section?', confirm: 'Unhook', text: 'It stays a course with its content and people, but leaves the program and no longer follows the template.' },
  remove: { title: 'Remove this section?', confirm: 'Remove', text: 'The section course is deleted. A section with students cannot be removed.' },
};

type Asking = { kind: 'section'; section: ApiSection; action: Exclude<SectionAction, 'edit'> } | { kind: 'delete' };

/** /programs/detail/{program_id} (part 3 §2): the program's settings, its section template and the sections. */
export default function ProgramDetailScreen({ params }: ScreenProps<'programs.detail'>) {
  const titleId = useId();
  const notify = useNotify();
  const navigate = useAppNavigate();
  const detail = useCallQuery(getProgram, { params: { programId: params.programId } }, { refetchOn: PROGRAMS_CHANGED });
  const duplicate = useCallMutation(duplicateSection, {});
  const [duplicating, setDuplicating] = useState<string | null>(null);
  const cache = useCallCache();
  const unhook = useCallMutation(unhookSection, { emits: PROGRAMS_CHANGED });
  const remove = useCallMutation(removeSection, { emits: PROGRAMS_CHANGED });
  const drop = useCallMutation(deleteProgram, { emits: PROGRAMS_CHANGED });
  const [asking, setAsking] = useState<Asking | null>(null);
  const [editing, setEditing] = useState<ApiSection | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (write: () => Promise<{ message: string }>, after?: () => void) => {
    setBusy(true);
    try {
      notify({ type: 'success', message: (await write()).message });
      after?.();
    } catch (error) {
      notify({ type: 'error', message: programFailure(error) });
    }
    setBusy(false);
    setAsking(null);
  };

  const confirm = () => {
    if (!asking) return;
    if (asking.kind === 'delete') {
      void run(() => drop.mutateAsync({ body: { id: params.programId } }), () => navigate(routePath('programs.list')));
      return;
    }
    const args = { params: { courseId: asking.section.id } };
    const startDuplicate = async () => {
      const answer = await duplicate.mutateAsync(args);
      setDuplicating(answer.job.id);
      return answer;
    };
    const writes = { duplicate: startDuplicate, unhook: () => unhook.mutateAsync(args), remove: () => remove.mutateAsync(args) };
    void run(writes[asking.action]);
  };

  const data = detail.data;
  return (
    <section className={`${pageClass('wide')} lms-programs`} aria-labelledby={titleId}>
      <AppLink to={routePath('programs.list')}>All programs</AppLink>
      <h1 id={titleId}>{data ? data.program.program_name : 'Program'}</h1>
      {detail.isPending && <p role="status">Loading the program…</p>}
      {detail.error && (
        <p className="lms-field-error" role="alert">
          {programFailure(detail.error)}
        </p>
      )}
      {data && (
        <>
          <p>
            Coordinators: {data.program.coordinators.map((person) => person.name).join(', ') || 'none'}
            {data.program.active ? '' : ' · Archived'}
          </p>
          <ProgramSettings key={data.program.program_name} program={data.program} onDelete={() => setAsking({ kind: 'delete' })} />
          <CoordinatorsEditor program={data.program} />
          <h2>
            Section template: <AppLink to={routePath('course', { courseId: data.template.id })}>{data.template.title}</AppLink>
          </h2>
          {data.template.sections.length === 0 ? (
            <p role="status">No sections yet.</p>
          ) : (
            <SectionsGrid sections={data.template.sections} onAction={(section, action) => (action === 'edit' ? setEditing(section) : setAsking({ kind: 'section', section, action }))} />
          )}
          {duplicating && (
            <JobProgress
              jobId={duplicating}
              label="Duplicate"
              unit="sections"
              onEnd={(status, message) => {
                notify({ type: status === 'done' ? 'success' : 'error', message });
                setDuplicating(null);
                void cache.emit(...PROGRAMS_CHANGED);
              }}
            />
          )}
          <AddSectionForm programId={data.program._id} />
          <SectionPeople detail={data} />
          <TemplateSync programId={data.program._id} />
        </>
      )}
      {editing && <SectionEditor section={editing} onClose={() => setEditing(null)} />}
      {asking && (
        <ConfirmDialog
          title={asking.kind === 'delete' ? 'Delete this program?' : QUESTIONS[asking.action].title}
          confirmLabel={asking.kind === 'delete' ? 'Delete' : QUESTIONS[asking.action].confirm}
          danger={asking.kind === 'delete' || asking.action === 'remove'}
          busy={busy}
          onCancel={() => setAsking(null)}
          onConfirm={confirm}
        >
          <p>
            {asking.kind === 'delete'
              ? 'The program and its section template are deleted. A template with sections cannot be removed.'
              : `${asking.section.title}: ${QUESTIONS[asking.action].text}`}
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
