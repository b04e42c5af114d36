import { defineCall, StreamAnswer } from '../call.ts';

/** A site image (a host's logo, coreServices.siteFiles), served to everyone: visitors see logos. */
export const getSiteFile = defineCall({
  method: 'GET',
  path: 'site_files/:fileId/:fileName',
  summary: "Serves a site image (a host's logo) to anyone, with its checked type and a year-long cache (its address never changes content).",
  answer: StreamAnswer,
});
