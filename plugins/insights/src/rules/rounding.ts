/** Part 3 §9: scores are rounded to integers; posts per student are averaged to one decimal. */
export function roundScore(percent: number): number {
  return Math.round(percent);
}

/** Posts per student, to one decimal (0 with no students). */
export function postsPerStudent(posts: number, students: number): number {
  if (students <= 0) return 0;
  return Math.round((posts * 10) / students) / 10;
}
