/** An ILIKE pattern matching `text` anywhere, its `%`, `_` and `\` matching themselves. */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
