/** The course fields (part 2 §3) that say whether a section follows a section template. */
export interface SectionTemplateFields {
  section_type?: 'section' | 'program_master' | null;
  use_section_template?: boolean | null;
}

/** Part 1 §2: entering edit on a section course that uses a section template needs confirmation. */
export function usesSectionTemplate(course: SectionTemplateFields): boolean {
  return course.section_type === 'section' && course.use_section_template === true;
}
