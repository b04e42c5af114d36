/** A new card's id: 24 random hexadecimal characters (ids only need to differ within a deck). */
export function newCardId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
