import { useId, useState } from 'react';
import { AppLink, Button, pageClass, routePath } from '@lms/sdk/web';
import { listPrograms } from '../calls/programCalls.ts';
import { CreateProgramForm } from './CreateProgramForm.tsx';
import { PROGRAMS_CHANGED, useCallQuery } from './serverData.ts';
import './programs.css';

type Shown = 'active' | 'archived';

/**
 * /programs/list (part 3 §2): the programs the caller runs, active or archived
 * (enterprise programs only for site administrators, the server decides), and
 * the form that creates one.
 */
export default function ProgramsListScreen() {
  const titleId = useId();
  const [shown, setShown] = useState<Shown>('active');
  const programs = useCallQuery(listPrograms, { params: { archived: shown === 'archived' ? '1' : '0' } }, { refetchOn: PROGRAMS_CHANGED });
  return (
    <section className={`${pageClass('wide')} lms-programs`} aria-labelledby={titleId}>
      <h1 id={titleId}>Programs</h1>
      <div className="lms-programs-tabs" role="group" aria-label="Which programs">
        {(['active', 'archived'] as const).map((value) => (
          <Button key={value} aria-pressed={shown === value} variant={shown === value ? 'primary' : 'secondary'} onClick={() => setShown(value)}>
            {value === 'active' ? 'Active' : 'Archived'}
          </Button>
        ))}
      </div>
      {programs.isPending && <p role="status">Loading the programs…</p>}
      {programs.error && (
        <p className="lms-field-error" role="alert">
          {programs.error.message}
        </p>
      )}
      {programs.data && programs.data.programs.length === 0 && <p role="status">{shown === 'active' ? 'No active programs.' : 'No archived programs.'}</p>}
      {programs.data && programs.data.programs.length > 0 && (
        <ul className="lms-programs-list" aria-label={shown === 'active' ? 'Active programs' : 'Archived programs'}>
          {programs.data.programs.map((program) => (
            <li key={program._id}>
              <AppLink to={routePath('programs.detail', { programId: program._id })}>{program.program_name}</AppLink>
              <span>
                {program.locked ? 'Locked · ' : ''}
                {program.coordinators.map((person) => person.name).join(', ') || 'No coordinators'}
              </span>
            </li>
          ))}
        </ul>
      )}
      <CreateProgramForm />
    </section>
  );
}
