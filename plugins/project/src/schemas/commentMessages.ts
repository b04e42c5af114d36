/** Project comments' messages, shared by server and web. */
export const COMMENT_MESSAGES = {
  // Part 2 §5, quoted exactly.
  gradedNeedsMaxScore: 'Graded comments must have a max score associated with it',
  projectNotFound: 'Did not find this project.',
  notGraded: 'Comments on this project component are not graded.',
  overMax: (max: number) => `The score can be at most ${max}.`,
  gradeChanged: 'This comments grade was changed since you opened it. Reload it to see the change, then try again.',
  notAStudent: 'Only a student of the course has a comments record.',
  commentGraded: 'Comments grade saved',
} as const;
