import { TriangleAlert } from 'lucide-react';

/**
 * Part 2 §2/§3: a page carries `proficiency`, whose one value the spec names
 * is "red": the reader has not yet shown proficiency in what the page covers.
 * The page then says so above its content; any other value (or none) shows
 * nothing. The wording is ours (the spec gives none); see docs/architecture.md.
 */
export const PROFICIENCY_NOTICE = 'You have not reached proficiency on this page yet. Review the material below and try its activities again.';

export function ProficiencyNotice({ proficiency }: { proficiency: string | null | undefined }) {
  if (proficiency !== 'red') return null;
  return (
    <aside className="proficiency-notice" aria-label="Proficiency">
      <TriangleAlert aria-hidden="true" size={20} />
      <p>{PROFICIENCY_NOTICE}</p>
    </aside>
  );
}
