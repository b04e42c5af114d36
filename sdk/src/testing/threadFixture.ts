import type { ApiComment, ApiPost } from '../thread/threadTypes.ts';

let sequence = 0;

/** A post as the API answers it (by Bob Hope unless overridden), each a minute after the last, for jsdom tests of discussions. */
export function postFixture(authorId: string, overrides: Partial<ApiPost> = {}): ApiPost {
  sequence += 1;
  return {
    _id: `6b0000000000000000000${(0x100 + sequence).toString(16)}`,
    parent_id: null,
    id: authorId,
    name: 'Bob Hope',
    message: `<p>Message ${sequence}</p>`,
    raw_message: `Message ${sequence}`,
    timestamp: new Date(Date.UTC(2030, 0, 1, 0, sequence)).toISOString(),
    edited: null,
    editor: null,
    deleted: null,
    unDeleted: null,
    flagged: false,
    pin: false,
    pinned: null,
    replies: [],
    ...overrides,
  };
}

/** A comment: a post with its author attached. */
export function commentFixture(authorId: string, overrides: Partial<ApiComment> = {}): ApiComment {
  const post = postFixture(authorId, overrides as Partial<ApiPost>);
  const [firstname = '', lastname = ''] = post.name.split(' ');
  return { ...post, user: { firstname, lastname, name: post.name, thumbnailUrl: null }, replies: [], ...overrides };
}
