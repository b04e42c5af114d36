/** Part 2 §9: a comment's text shortened to about `length` characters (25 short, 50 long), at a word boundary. */
export function snippet(text: string, length = 50): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length + 1);
  const boundary = cut.lastIndexOf(' ');
  return `${(boundary > 0 ? cut.slice(0, boundary) : cut.slice(0, length)).trimEnd()}…`;
}
