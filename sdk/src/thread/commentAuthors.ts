import type { PeopleDirectory } from '@lms/contract';
import { fullName } from './mentions.ts';
import type { ApiComment, ApiPost } from './threadTypes.ts';

/** Part 2 §3 "Comment": the posts with each author as they are now, attached on read (one read of people for the whole thread). */
export async function withAuthors(posts: ApiPost[], people: PeopleDirectory): Promise<ApiComment[]> {
  const ids = new Set<string>();
  const collect = (list: ApiPost[]) => list.forEach((post) => (ids.add(post.id), collect(post.replies)));
  collect(posts);
  const byId = new Map((await people.byIds([...ids])).map((person) => [person.id, person]));
  const attach = (post: ApiPost): ApiComment => {
    const person = byId.get(post.id);
    const user = person
      ? { firstname: person.firstname, lastname: person.lastname, name: fullName(person), thumbnailUrl: person.thumbnailUrl }
      : { firstname: '', lastname: '', name: post.name, thumbnailUrl: null };
    return { ...post, user, replies: post.replies.map(attach) };
  };
  return posts.map(attach);
}
