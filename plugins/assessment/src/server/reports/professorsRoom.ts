/** The realtime room of a course's professors (on the wire `assessment:professors:{courseId}`). */
export const professorsRoom = (courseId: string) => `professors:${courseId}`;
