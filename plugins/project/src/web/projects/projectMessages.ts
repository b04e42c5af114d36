/** Part 2 §8 project messages and part 1 §8 upload feedback, quoted exactly (the spec's typos included). */
export const PROJECT_MESSAGES = {
  titleChanged: 'Title has been changed',
  coverSaved: 'Logo is saved',
  coverRemoved: 'The project cover has been removed',
  itemSaved: 'Item saved',
  itemRemoved: 'The item has been removed',
  shared: 'Your project has been shared',
  unshared: 'Your project has been unshared',
  submitted: 'Your project was submitted to your instructor.',
  restored: 'This verions of your project has been restored',
  saved: 'Project saved',
  permissionDenied: 'Permission denied.',
  videoConverting: 'Video uploaded, conversion in progress. You may submit your project during the conversion process.',
  /** Ours: the 409 project-changed answer, after the screen reloaded the project. */
  changedElsewhere: 'This project was changed in another window or by someone else. It has been reloaded; what you typed is kept below.',
} as const;

/** Part 2 §8: a server error on a project action shows for 5 s; successes as info (part 2 §9: 2 s). */
export const ERROR_TIMEOUT = 5000;
export const SUCCESS_TIMEOUT = 2000;
/** Part 2 §8: 'Permission denied.' for a refused camera or microphone shows for 500 ms. */
export const PERMISSION_DENIED_TIMEOUT = 500;
