// Subtitle and transcript files (part 1 §9, part 2 §3 and §5): readers, writers,
// data URLs, languages, file names, entries and the track schema. Pure and
// browser-safe: the video plugin converts uploads with it on the server, the video and audio components read it in the browser.
export * from './cue.ts';
export * from './cueText.ts';
export * from './readSubRip.ts';
export * from './readWebVtt.ts';
export * from './readSsa.ts';
export * from './timedTextSignature.ts';
export * from './readTimedTextXml.ts';
export * from './timedTextTime.ts';
export * from './readSubtitles.ts';
export * from './subtitleReaders.ts';
export * from './readTranscript.ts';
export * from './writeWebVtt.ts';
export * from './writeSsa.ts';
export * from './subtitleDataUrl.ts';
// The stored entry form is the media library's (a MediaFile's subtitles_array), so the contract holds it.
export * from '@lms/contract/subtitleEntry.ts';
export * from './subtitleFileName.ts';
export * from './subtitleLanguage.ts';
export * from './subtitleFiles.ts';
export * from './subtitleTrack.ts';
export * from './convertSubtitleFile.ts';
export * from './clockTime.ts';
