import type { ActivityRecordsContext, ParticipationRecord } from '@lms/sdk';

interface CountRow {
  board_id: string;
  user_id: string;
  posts: number | string;
  hidden: number | string;
}

/**
 * ActivityDescriptor.participation, part 3 §3 "Board post count"
 * (component_id, hidden): each student's live (not deleted) posts and
 * replies on each board, those hidden from the class apart. A post is hidden
 * when it is flagged or answers a flagged one, at any depth (the board's own
 * rule). Staff posts are not submissions and are not counted. One query; the
 * gradebook's board grades get it through core's grade records.
 */
export async function boardParticipation({ db, courseId, componentIds }: ActivityRecordsContext): Promise<ParticipationRecord[]> {
  const { rows } = (await db.raw(
    `with recursive thread as (
       select id, target_id, author_id, by_student, deleted_at, flagged as hidden
         from board_posts
        where course_id = ? and target_type = 'board' and parent_id is null and target_id in (${componentIds.map(() => '?').join(', ')})
       union all
       select reply.id, reply.target_id, reply.author_id, reply.by_student, reply.deleted_at, thread.hidden or reply.flagged
         from board_posts reply join thread on reply.parent_id = thread.id
     )
     select target_id as board_id, author_id as user_id,
            count(*) filter (where not hidden) as posts,
            count(*) filter (where hidden) as hidden
       from thread
      where deleted_at is null and by_student
      group by target_id, author_id`,
    [courseId, ...componentIds],
  )) as { rows: CountRow[] };
  return rows.map((row) => ({ componentId: row.board_id, userId: row.user_id, posts: Number(row.posts), hidden: Number(row.hidden) }));
}
