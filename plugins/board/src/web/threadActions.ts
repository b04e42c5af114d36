/** What a reader may do in a discussion, and the calls that do it; shared by boards and comment sections. */
export interface ThreadActions {
  viewerId: string;
  moderator: boolean;
  /** Posting, replying, editing, deleting and restoring are open to the reader now. */
  canWrite: boolean;
  allowImages: boolean;
  courseId: string;
  /** "post" on boards, "comment" under components: names buttons and messages. */
  noun: 'post' | 'comment';
  reply(parentId: string, html: string): Promise<void>;
  edit(id: string, html: string): Promise<void>;
  remove(id: string): Promise<void>;
  restore?(id: string): Promise<void>;
  /** Boards only: anyone flags, moderators un-flag, pin and un-pin. */
  flag?(id: string, on: boolean): Promise<void>;
  pin?(id: string, on: boolean): Promise<void>;
}
