/** The build id a served index page names in `<meta name="lms-build">`. */
export function readBuildId(html: string): string | undefined {
  const page = new DOMParser().parseFromString(html, 'text/html');
  return page.querySelector('meta[name="lms-build"]')?.getAttribute('content') ?? undefined;
}
