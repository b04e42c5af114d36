/** What to call a book that has no title: the file name its address ends in. */
export function bookFileName(url: string): string {
  const last = url.trim().split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
