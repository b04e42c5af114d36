import type { AnyCall, CallArgs } from '@lms/contract/call.ts';

/** Where a discussion's @mention candidates come from: a plugin's call answering MentionCandidate[] (cached under the plugin's id). Made by `mentionSource`. */
export interface MentionSource {
  pluginId: string;
  call: AnyCall;
  args: object;
}

/** A MentionSource whose arguments fit its call. */
export function mentionSource<C extends AnyCall>(pluginId: string, call: C, args: CallArgs<C>): MentionSource {
  return { pluginId, call, args: args as object };
}

/** What a reader may do in a discussion, and the calls that do it; shared by boards, comment sections and project comments. */
export interface ThreadActions {
  viewerId: string;
  moderator: boolean;
  /** Posting, replying, editing, deleting and restoring are open to the reader now. */
  canWrite: boolean;
  allowImages: boolean;
  mentions: MentionSource;
  /** "post" on boards, "comment" under components and projects: names buttons and messages. */
  noun: 'post' | 'comment';
  reply(parentId: string, html: string): Promise<void>;
  edit(id: string, html: string): Promise<void>;
  remove(id: string): Promise<void>;
  restore?(id: string): Promise<void>;
  /** Where moderation is offered: anyone flags, moderators un-flag, pin and un-pin. */
  flag?(id: string, on: boolean): Promise<void>;
  pin?(id: string, on: boolean): Promise<void>;
}
