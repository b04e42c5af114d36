/** Part 3 §5 and §8 "Programs": the spec's messages, exactly. */
export const PROGRAM_MESSAGES = {
  created: 'Program created.',
  titleNotUpdated: 'Title not updated. Please try again.',
  uniqueName: 'Please use a unique program name',
  sectionWithStudents: 'You cannot remove a section with students.',
  somethingWrong: 'Something went wrong. Please refresh the page and try again.',
  deepCloningFailed: 'Deep Cloning failed.',
} as const;

/** Ours, where the spec states a rule without its words. */
export const OWN_PROGRAM_MESSAGES = {
  programNotFound: 'Program not found.',
  sectionNotFound: 'Section not found.',
  templateWithSections: 'A section template with sections cannot be removed.',
  sharedSection: 'Another section was duplicated from this one and shares its content: remove that one first.',
  unknownCoordinator: 'Every coordinator must be an existing account.',
  locked: 'This program is locked: unlock it first.',
  renamed: 'Program renamed.',
  lockedNow: 'Program locked.',
  unlocked: 'Program unlocked.',
  archived: 'Program archived.',
  restored: 'Program restored.',
  enrollmentOn: 'Active enrollment turned on.',
  enrollmentOff: 'Active enrollment turned off.',
  coordinatorsSaved: 'Coordinators saved.',
  noSuchCoordinator: 'No program administrator has this email.',
  deleted: 'Program deleted.',
  sectionAdded: 'Section added.',
  sectionEdited: 'Section updated.',
  sectionDuplicated: 'Section duplicated.',
  sectionUnhooked: 'Section unhooked from its template.',
  sectionRemoved: 'Section removed.',
} as const;
