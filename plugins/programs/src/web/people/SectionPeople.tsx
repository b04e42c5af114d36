import { useState } from 'react';
import { SelectField } from '@lms/sdk/web';
import type { ApiProgramDetail } from '../../calls/programCalls.ts';
import { InstructorsPanel } from './InstructorsPanel.tsx';
import { InvitationList } from './InvitationList.tsx';
import { StudentsPanel } from './StudentsPanel.tsx';

/** Part 3 §5: per section, its instructors (invite, replace), its students (add, look up, move) and its invitations. */
export function SectionPeople({ detail }: { detail: ApiProgramDetail }) {
  const sections = detail.template.sections;
  const [chosen, setChosen] = useState(sections[0]?.id ?? '');
  const section = sections.find((one) => one.id === chosen) ?? sections[0];
  if (!section) return null;
  // Who may teach a section: the instructors of the program's sections (the server also admits accepted invitees).
  const pool = [...new Map(sections.flatMap((one) => one.instructors).map((person) => [person.id, person])).values()];
  return (
    <section className="lms-programs lms-programs-people" aria-labelledby="lms-programs-people">
      <h2 id="lms-programs-people">People of a section</h2>
      <SelectField label="Section" value={section.id} onChange={setChosen} options={sections.map((one) => ({ value: one.id, label: one.title }))} />
      <div className="lms-programs-people-panels">
        <InstructorsPanel key={`i${section.id}`} programId={detail.program._id} section={section} pool={pool} />
        <StudentsPanel key={`s${section.id}`} programId={detail.program._id} section={section} />
        <InvitationList courseId={section.id} title={section.title} />
      </div>
    </section>
  );
}
