/** A size as people read it: 4.9 KB, 200.0 MB, 1.5 GB (binary units, as the quotas are set in MiB). */
export function sizeText(bytes: number): string {
  const units = [
    ['GB', 1024 ** 3],
    ['MB', 1024 ** 2],
  ] as const;
  for (const [unit, size] of units) if (bytes >= size) return `${(bytes / size).toFixed(1)} ${unit}`;
  return `${(bytes / 1024).toFixed(1)} KB`;
}
