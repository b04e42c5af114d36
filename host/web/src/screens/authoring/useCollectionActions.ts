import { useState } from 'react';
import { ApiError } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { errorNotice, isSessionLoss } from '../../notifications/errorNotice.ts';
import { DRAFT_FAILED, PIN_ADDED, PIN_FAILED, REORDER_FAILED } from './authoringMessages.ts';
import type { LockFields } from '@lms/sdk/calls';
import { collectionCalls, NOUNS, type CollectionTarget, type ItemChange } from './collectionTarget.ts';
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
  const calls = collectionCalls(api, target);
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

  const putItem = async (id: string, change: ItemChange) => {
    await followRelocation(await calls.update(id, change), noun);
  };
  const putList = (ids: readonly string[]) => calls.reorder(ids);
  // A 422 carries the rule that refused the list (listed twice, not in your library...).
  const listFailure = (error: unknown) => (error instanceof ApiError && error.status === 422 ? error.message : REORDER_FAILED);

  return {
    busy,
    create: ({ title, copyOf }) =>
      run(async () => {
        if (!copyOf) return calls.create(title);
        const copy = (await calls.clone([copyOf]))[0]!;
        await calls.update(copy._id, { title });
        return copy._id;
      }),
    reorder: async (ids) => (await run(() => putList(ids).then(() => true), listFailure)) ?? false,
    addExisting: async (ids, added) => (await run(() => putList([...ids, added]).then(() => true), listFailure)) ?? false,
    clone: async (id) => {
      await run(() => calls.clone([id]));
    },
    remove: async (id) => {
      // Taking a page out of a shared lesson that is not yours copies the lesson first: follow it to the copy.
      await run(async () => followRelocation(await calls.remove([id]), 'lesson'));
    },
    setDraft: async (id, draft) => {
      await run(() => putItem(id, { draft }), () => DRAFT_FAILED);
    },
    setSchedule: async (id, schedule) => (await run(() => putItem(id, schedule).then(() => true))) === true,
    pin: async (id) => {
      // pin_to_library is a write sent as GET: its 409 must not meet the global rule for failed reads (which ends the session).
      const pinned = await run(() => calls.pin(id).then(() => true), () => PIN_FAILED);
      if (pinned) notifications.show({ type: 'success', message: PIN_ADDED });
    },
  };
}
