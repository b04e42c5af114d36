/**
 * Messages of the item bank. The spec gives none for item authoring beyond
 * the names 'Question'/'Questions' (part 2 §9), so these are ours.
 */
export const ITEM_MESSAGES = {
  referenceRequired: 'Give the Question a reference.',
  referenceTooLong: 'A reference is at most 150 characters.',
  referenceTaken: 'You already have a Question with this reference. Choose another one.',
  titleTooLong: 'A title is at most 200 characters.',
  promptTooLong: 'The question text is too long (at most 64 KiB).',
  points: 'Points must be a number from 0 to 999.',
  type: 'Choose a Question type.',
  content: 'Check the content of this Question.',
  tags: 'Tags are a list of at most 50 tags, each with a type and a name.',
  tagType: 'A tag type is one of User, Reseller, course_id, Course or Learning Objective.',
  tagName: 'Give each tag a name of at most 200 characters.',
  courseTagId: 'A course_id tag names a course by its 24-character id.',
  courseTagNotTaught: 'You can only share Questions with a course you teach.',
  choiceIdsRepeat: 'Each choice needs its own id.',
  correctUnknown: 'The right answer must be one of the choices.',
  blanksMismatch: 'Each blank must appear exactly once in the text, as {{id}}, and each {{id}} must be a blank.',
  matchUnknown: 'Each prompt must be matched with one of the options.',
  notFound: 'Did not find this Question.',
  notYours: 'Only its author can delete this Question.',
  courseNotTaught: 'You can only list the Questions of a course you teach.',
} as const;
