import { coreServices, createServiceRef, defineService, FlagNotifier, LmsError, PostComposer, ThreadNotifier, ThreadWriter } from '@lms/sdk';
import { CommentEvents } from './CommentEvents.ts';
import { COMMENT_ERRNOS } from './commentErrnos.ts';
import { CommentGrading } from './CommentGrading.ts';
import { CommentTable, type CommentWriter } from './commentRows.ts';
import { CommentSubmissions } from './CommentSubmissions.ts';
import { ProjectCommentService } from './ProjectCommentService.ts';
import { ProjectLookup } from './ProjectLookup.ts';

export const projectCommentsRef = createServiceRef<ProjectCommentService>('project.comments');
export const commentSubmissionsRef = createServiceRef<CommentSubmissions>('project.comment-submissions');
export const commentGradingRef = createServiceRef<CommentGrading>('project.comment-grading');

const commentSubmissions = defineService({
  ref: commentSubmissionsRef,
  deps: { db: coreServices.database, people: coreServices.people, components: coreServices.components, clock: coreServices.clock },
  factory: ({ db, people, components, clock }) => new CommentSubmissions(db, people, components, clock),
});

const projectComments = defineService({
  ref: projectCommentsRef,
  deps: {
    db: coreServices.database,
    submissions: commentSubmissionsRef,
    labels: coreServices.labelBundle,
    people: coreServices.people,
    mail: coreServices.mail,
    messages: coreServices.messages,
    realtime: coreServices.realtime,
    components: coreServices.components,
    log: coreServices.logger,
    clock: coreServices.clock,
    ids: coreServices.ids,
  },
  factory: ({ db, submissions, labels, people, mail, messages, realtime, components, log, clock, ids }) => {
    const composer = new PostComposer(labels, () => LmsError.declared(COMMENT_ERRNOS, 'comment-banned'));
    const writer: CommentWriter = new ThreadWriter(new CommentTable(db), composer, new ThreadNotifier(people, labels, mail, log), clock, ids);
    return new ProjectCommentService(
      writer,
      new ProjectLookup(db),
      submissions,
      new CommentEvents(realtime, people),
      new FlagNotifier(people, messages, log),
      components,
      people,
    );
  },
});

const commentGrading = defineService({
  ref: commentGradingRef,
  deps: { db: coreServices.database, grading: coreServices.grading, components: coreServices.components, clock: coreServices.clock },
  factory: ({ db, grading, components, clock }) => new CommentGrading(db, grading, components, clock),
});

export const COMMENT_SERVICES = [commentSubmissions, projectComments, commentGrading];
