import { coreServices, createServiceRef, defineService } from '@lms/sdk';
import { GlossaryStore } from './GlossaryStore.ts';
import { NoteBook } from './NoteBook.ts';
import { SelfAssessments } from './SelfAssessments.ts';
import { StudyCenter } from './StudyCenter.ts';

export const noteBookRef = createServiceRef<NoteBook>('study-tools.notes');
export const glossaryRef = createServiceRef<GlossaryStore>('study-tools.glossary');
export const selfAssessmentsRef = createServiceRef<SelfAssessments>('study-tools.self-assessments');
export const studyCenterRef = createServiceRef<StudyCenter>('study-tools.study-center');

export const studyToolsServices = [
  defineService({
    ref: noteBookRef,
    deps: { db: coreServices.database, clock: coreServices.clock, courses: coreServices.courses, tracking: coreServices.tracking },
    factory: ({ db, clock, courses, tracking }) => new NoteBook(db, clock, courses, tracking),
  }),
  defineService({
    ref: glossaryRef,
    deps: { db: coreServices.database, clock: coreServices.clock, ids: coreServices.ids, courses: coreServices.courses },
    factory: ({ db, clock, ids, courses }) => new GlossaryStore(db, clock, ids, courses),
  }),
  defineService({
    ref: studyCenterRef,
    deps: { items: coreServices.studyItems, courses: coreServices.courses },
    factory: ({ items, courses }) => new StudyCenter(items, courses),
  }),
  defineService({
    ref: selfAssessmentsRef,
    deps: { db: coreServices.database, clock: coreServices.clock, courses: coreServices.courses },
    factory: ({ db, clock, courses }) => new SelfAssessments(db, clock, courses),
  }),
];
