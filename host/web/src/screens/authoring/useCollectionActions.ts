import { useState } from 'react';
import { ApiError } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { errorNotice, isSessionLoss } from '../../notifications/errorNotice.ts';
import { DRAFT_FAILED, PIN_ADDED, PIN_FAILED, REORDER_FAILED } from './authoringMessages.ts';
import type { LockFields, Relocation } from './authoringTypes.ts';
import { collectionPaths, NOUNS, type CollectionTarget } from './collectionTarget.ts';
import { useFollowRelocation } from './useFollowRelocation.ts';
import { useInvalidateCourse } from './useInvalidateCourse.ts';

export interface NewItemInput {
  title: string;
  /** Start from a copy of this item of the collection (clone, then rename); blank when absent. */
  copyOf?: string;
}

export interface CollectionActions {
  busy: boolean;
  /** Resolves to the new item's id, or undefined when the call failed (the message is shown). */
  create(input: NewItemInput): Promise<string | undefined>;
  reorder(ids: readonly string[]): Promise<boolean>;
  addExisting(ids: readonly string[], added: string): Promise<boolean>;
  clone(id: string): Promise<void>;
  remove(id: string): Promise<void>;
  setDraft(id: string, draft: boolean): Promise<void>;
  /** Lock, unlock or schedule: the item's open date and whether it hides until then; false when refused (the message is shown). */
  setSchedule(id: string, schedule: LockFields): Promise<boolean>;
  pin(id: string): Promise<void>;
}

/** The writes of a collection editor, each with its spec message on failure, and the course's reads refreshed after. */
export function useCollectionActions(target: CollectionTarget): CollectionActions {
  const { api, notifications } = useShell();
  const invalidate = useInvalidateCourse(target.courseId);
  const followRelocation = useFollowRelocation(target.courseId);
  const [busy, setBusy] = useState(false);
  const paths = collectionPaths(target);
  const noun = NOUNS[target.kind];

  async function run<T>(write: () => Promise<T>, failure?: (error: unknown) => string): Promise<T | undefined> {
    setBusy(true);
    try {
      return await write();
    } catch (error) {
      if (!isSessionLoss(error)) notifications.show({ type: 'error', message: failure ? failure(error) : errorNotice(error) });
      return undefined;
    } finally {
      setBusy(false);
      await invalidate();
    }
  }

  const putItem = async (id: string, body: object) => {
    const answer = await api.put<{ relocated?: Relocation }>(paths.item(id), body);
    await followRelocation(answer.relocated, noun);
  };
  const putList = (ids: readonly string[]) => api.put(paths.list, { [target.kind]: ids });
  // A 422 carries the rule that refused the list (listed twice, not in your library...).
  const listFailure = (error: unknown) => (error instanceof ApiError && error.status === 422 ? error.message : REORDER_FAILED);

  return {
    busy,
    create: ({ title, copyOf }) =>
      run(async () => {
        if (!copyOf) {
          const answer = await api.post<Record<string, { _id: string }>>(paths.create, { title });
          return answer[target.kind === 'lessons' ? 'new_lesson' : 'new_page']!._id;
        }
        const copies = await api.post<Record<string, { _id: string }[]>>(paths.clone, { ids: [copyOf] });
        const copy = copies[target.kind]![0]!;
        await api.put(paths.item(copy._id), { title });
        return copy._id;
      }),
    reorder: async (ids) => (await run(() => putList(ids).then(() => true), listFailure)) ?? false,
    addExisting: async (ids, added) => (await run(() => putList([...ids, added]).then(() => true), listFailure)) ?? false,
    clone: async (id) => {
      await run(() => api.post(paths.clone, { ids: [id] }));
    },
    remove: async (id) => {
      // Taking a page out of a shared lesson that is not yours copies the lesson first: follow it to the copy.
      await run(async () => followRelocation((await api.post<{ relocated?: Relocation }>(paths.remove, { ids: [id] })).relocated, 'lesson'));
    },
    setDraft: async (id, draft) => {
      await run(() => putItem(id, { draft }), () => DRAFT_FAILED);
    },
    setSchedule: async (id, schedule) => (await run(() => putItem(id, schedule).then(() => true))) === true,
    pin: async (id) => {
      // pin_to_library is a write sent as GET: its 409 must not meet the global rule for failed reads (which ends the session).
      const pinned = await run(() => api.get(paths.pin(id)).then(() => true), () => PIN_FAILED);
      if (pinned) notifications.show({ type: 'success', message: PIN_ADDED });
    },
  };
}
