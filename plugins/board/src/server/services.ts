import { coreServices, createServiceRef, defineService, FlagNotifier, LmsError, PostComposer, ThreadNotifier, ThreadWriter } from '@lms/sdk';
import { BOARD_ERRNOS } from './boardErrnos.ts';
import { BoardEvents } from './BoardEvents.ts';
import { BoardService } from './BoardService.ts';
import { BoardSubmissions } from './BoardSubmissions.ts';
import { CommentService } from './CommentService.ts';
import { CommentSettingsStore } from './CommentSettingsStore.ts';
import type { BoardWriter } from './postRows.ts';
import { PostStore } from './PostStore.ts';

export const threadWriterRef = createServiceRef<BoardWriter>('board.thread-writer');
export const boardServiceRef = createServiceRef<BoardService>('board.boards');
export const commentServiceRef = createServiceRef<CommentService>('board.comments');

const threadWriter = defineService({
  ref: threadWriterRef,
  deps: {
    db: coreServices.database,
    labels: coreServices.labelBundle,
    people: coreServices.people,
    mail: coreServices.mail,
    log: coreServices.logger,
    clock: coreServices.clock,
    ids: coreServices.ids,
  },
  factory: ({ db, labels, people, mail, log, clock, ids }) =>
    new ThreadWriter(
      new PostStore(db),
      new PostComposer(labels, () => LmsError.declared(BOARD_ERRNOS, 'banned')),
      new ThreadNotifier(people, labels, mail, log),
      clock,
      ids,
    ),
});

const boardService = defineService({
  ref: boardServiceRef,
  deps: {
    writer: threadWriterRef,
    db: coreServices.database,
    grading: coreServices.grading,
    realtime: coreServices.realtime,
    components: coreServices.components,
    people: coreServices.people,
    messages: coreServices.messages,
    log: coreServices.logger,
    clock: coreServices.clock,
  },
  factory: ({ writer, db, grading, realtime, components, people, messages, log, clock }) =>
    new BoardService(
      writer,
      new BoardSubmissions(grading, db, people),
      new BoardEvents(realtime),
      new FlagNotifier(people, messages, log),
      components,
      clock,
    ),
});

const commentService = defineService({
  ref: commentServiceRef,
  deps: { writer: threadWriterRef, db: coreServices.database, components: coreServices.components, people: coreServices.people, clock: coreServices.clock },
  factory: ({ writer, db, components, people, clock }) => new CommentService(writer, new CommentSettingsStore(db), components, people, clock),
});

export const BOARD_SERVICES = [threadWriter, boardService, commentService];
