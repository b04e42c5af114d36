import { defineRoute } from '@lms/sdk';
import { getPageNote, listNotes, savePageNote } from '../calls/noteCalls.ts';
import { noteBookRef } from './services.ts';

// Notes are the caller's own: every route reads and writes `user`'s notes only, whatever their role.

export const getPageNoteRoute = defineRoute(getPageNote, {
  permission: 'course:view',
  deps: { notes: noteBookRef },
  handler: ({ params, user, access, deps }) => deps.notes.note(user!.id, access!, params.lessonId, params.pageId),
});

export const savePageNoteRoute = defineRoute(savePageNote, {
  permission: 'course:view',
  deps: { notes: noteBookRef },
  handler: ({ params, body, user, access, deps }) => deps.notes.save(user!.id, access!, params.lessonId, params.pageId, body.text),
});

export const listNotesRoute = defineRoute(listNotes, {
  permission: 'course:view',
  deps: { notes: noteBookRef },
  handler: async ({ user, access, deps }) => ({ notes: await deps.notes.list(user!.id, access!) }),
});
