import { coreServices, createServiceRef, defineService } from '@lms/sdk';
import { ArtifactInputCheck } from './artifactInput.ts';
import { ProjectArchive } from './ProjectArchive.ts';
import { ProjectEdits } from './ProjectEdits.ts';
import { ProjectEvents } from './ProjectEvents.ts';
import { ProjectFiles } from './ProjectFiles.ts';
import { ProjectReads } from './ProjectReads.ts';
import { rubricServiceRef } from '../rubrics/services.ts';
import { ProjectStore } from './ProjectStore.ts';
import { ProjectTransitions } from './ProjectTransitions.ts';
import { ProjectViews } from './ProjectViews.ts';
import { ProjectWriter } from './ProjectWriter.ts';

export const projectReadsRef = createServiceRef<ProjectReads>('project.reads');
export const projectEditsRef = createServiceRef<ProjectEdits>('project.edits');
export const projectTransitionsRef = createServiceRef<ProjectTransitions>('project.transitions');
export const projectArchiveRef = createServiceRef<ProjectArchive>('project.archive');
export const projectFilesRef = createServiceRef<ProjectFiles>('project.files');
const projectWriterRef = createServiceRef<ProjectWriter>('project.writer');

const reads = defineService({
  ref: projectReadsRef,
  deps: {
    db: coreServices.database,
    people: coreServices.people,
    media: coreServices.media,
    components: coreServices.components,
    records: coreServices.gradebookRecords,
    clock: coreServices.clock,
    rubrics: rubricServiceRef,
  },
  factory: ({ db, people, media, components, records, clock, rubrics }) =>
    new ProjectReads(new ProjectStore(db), new ProjectViews(people, media), components, records, clock, rubrics),
});

const writer = defineService({
  ref: projectWriterRef,
  deps: { db: coreServices.database, reads: projectReadsRef, realtime: coreServices.realtime },
  factory: ({ db, reads, realtime }) => new ProjectWriter(db, new ProjectStore(db), reads, new ProjectEvents(realtime)),
});

const edits = defineService({
  ref: projectEditsRef,
  deps: {
    db: coreServices.database,
    reads: projectReadsRef,
    writer: projectWriterRef,
    media: coreServices.media,
    ids: coreServices.ids,
    clock: coreServices.clock,
    courses: coreServices.courses,
  },
  factory: ({ db, reads, writer, media, ids, clock, courses }) => new ProjectEdits(db, new ProjectStore(db), reads, writer, new ArtifactInputCheck(media), ids, clock, courses),
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
    realtime: coreServices.realtime,
  },
  factory: ({ db, reads, writer, edits, grading, messages, clock, realtime }) =>
    new ProjectTransitions(new ProjectStore(db), reads, writer, edits, grading, messages, clock, new ProjectEvents(realtime)),
});

const archive = defineService({
  ref: projectArchiveRef,
  deps: { db: coreServices.database, reads: projectReadsRef, media: coreServices.media },
  factory: ({ db, reads, media }) => new ProjectArchive(new ProjectStore(db), reads, media),
});

const files = defineService({
  ref: projectFilesRef,
  deps: { db: coreServices.database, reads: projectReadsRef, media: coreServices.media },
  factory: ({ db, reads, media }) => new ProjectFiles(new ProjectStore(db), reads, media),
});

export const PROJECT_SERVICES = [reads, writer, edits, transitions, archive, files];
