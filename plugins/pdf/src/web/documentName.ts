/** What to call a document that has no title: its file name ("syllabus.pdf"), else the site it comes from. */
export function documentName(url: string): string {
  try {
    // Same-site uploads (/server/media/...) are read against any base; only their path is used.
    const parsed = new URL(url.trim(), 'https://this.site');
    const fileName = decodeURIComponent(parsed.pathname.split('/').pop() ?? '');
    if (fileName !== '') return fileName;
    return parsed.hostname;
  } catch {
    return url;
  }
}
