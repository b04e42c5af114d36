/** Subtitle and transcript files for media plugins (the video and audio components), from their own package @lms/subtitles. */
export * from '@lms/subtitles';
