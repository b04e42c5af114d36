/** The book's bytes from its same-site address (the session cookie goes with the request). */
export async function fetchBook(url: string): Promise<Uint8Array> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The book could not be loaded (${response.status}).`);
  return new Uint8Array(await response.arrayBuffer());
}
