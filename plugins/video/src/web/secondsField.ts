/** A seconds input's text as config: empty is no time; anything else is kept as the number typed, for the server to judge. */
export function secondsFromInput(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text);
}

export function secondsToInput(seconds: number | undefined): string {
  return seconds === undefined ? '' : String(seconds);
}
