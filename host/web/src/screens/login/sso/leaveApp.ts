/** Sends the browser to another site (the sign-in provider): a full page load, not a route of this app. */
export function leaveApp(url: string): void {
  window.location.assign(url);
}
