import { coreServices, createServiceRef, defineService } from '@lms/sdk';
import { ArtifactInputCheck } from './artifactInput.ts';
import { ProjectArchive } from './ProjectArchive.ts';
import { ProjectEdits } from './ProjectEdits.ts';
import { ProjectEvents } from './ProjectEvents.ts';
import { ProjectReads } from './ProjectReads.ts';
import { ProjectStore } from './ProjectStore.ts';
import { ProjectTransitions } from './ProjectTransitions.ts';
import { ProjectViews } from './ProjectViews.ts';
import { ProjectWriter } from './ProjectWriter.ts';

export const projectReadsRef = createServiceRef<ProjectReads>('project.reads');
export const projectEditsRef = createServiceRef<ProjectEdits>('project.edits');
export const projectTransitionsRef = createServiceRef<ProjectTransitions>('project.transitions');
export const projectArchiveRef = createServiceRef<ProjectArchive>('project.archive');
const projectWriterRef = createServiceRef<ProjectWriter>('project.writer');

const reads = defineService({
  ref: projectReadsRef,
  deps: { db: coreServices.database, people: coreServices.people, media: coreServices.media, components: coreServices.components, records: coreServices.gradebookRecords, clock: coreServices.clock },
  factory: ({ db, people, media, components, records, clock }) => new ProjectReads(new ProjectStore(db), new ProjectViews(people, media), components, records, clock),
});

const writer = defineService({
  ref: projectWriterRef,
  deps: { db: coreServices.database, reads: projectReadsRef, realtime: coreServices.realtime },
  factory: ({ db, reads, realtime }) => new ProjectWriter(db, new ProjectStore(db), reads, new ProjectEvents(realtime)),
});

const edits = defineService({
  ref: projectEditsRef,
  deps: { db: coreServices.database, reads: projectReadsRef, writer: projectWriterRef, media: coreServices.media, ids: coreServices.ids, clock: coreServices.clock },
  factory: ({ db, reads, writer, media, ids, clock }) => new ProjectEdits(db, new ProjectStore(db), reads, writer, new ArtifactInputCheck(media), ids, clock),
});

const transitions = defineService({
  ref: projectTransitionsRef,
  deps: {
    db: coreServices.database,
    reads: projectReadsRef,
    writer: projectWriterRef,
    edits: projectEditsRef,
    grading: coreServices.grading,
    messages: coreServices.messages,
    clock: coreServices.clock,
  },
  factory: ({ db, reads, writer, edits, grading, messages, clock }) => new ProjectTransitions(new ProjectStore(db), reads, writer, edits, grading, messages, clock),
});

const archive = defineService({
  ref: projectArchiveRef,
  deps: { db: coreServices.database, reads: projectReadsRef, media: coreServices.media },
  factory: ({ db, reads, media }) => new ProjectArchive(new ProjectStore(db), reads, media),
});

export const PROJECT_SERVICES = [reads, writer, edits, transitions, archive];
