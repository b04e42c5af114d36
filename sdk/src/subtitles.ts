/** Subtitle and transcript files for media plugins: the kernel's own library, so uploads and components read them alike. */
export * from '@lms/core/subtitles';
