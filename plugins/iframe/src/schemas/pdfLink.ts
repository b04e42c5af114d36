/**
 * Part 2 §5: "a url ending in pdf becomes type pdf". Read as: the address's path
 * ends in ".pdf" (any case), whatever query or fragment follows it.
 */
export function isPdfUrl(url: string): boolean {
  const path = url.trim().split(/[?#]/, 1)[0] ?? '';
  return /\.pdf$/i.test(path);
}
