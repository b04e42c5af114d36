import { definePluginDemo } from '@lms/sdk';
import { calendarReaderRef } from './services.ts';

/**
 * Says where the demo course's calendar is and whose calendar has entries
 * (the demo quiz's dates, and the assessment demo's override due date for one
 * student). Writes nothing: the dates are the course's own.
 */
export const calendarDemo = definePluginDemo({
  deps: { reader: calendarReaderRef },
  async seed({ courseId, students, deps: { reader } }) {
    const dated: string[] = [];
    for (const student of students) {
      const entries = await reader.entries(courseId, { userId: student.id, seesEverything: false });
      if (entries.length > 0) dated.push(`${student.firstname} ${student.lastname} (${entries.length} ${entries.length === 1 ? 'entry' : 'entries'})`);
    }
    const whose = dated.length > 0 ? `dated entries for ${dated.join(', ')}` : 'no dated activity yet: give the demo quiz a due date';
    return [`Calendar: /${courseId}/full-calendar (${whose}); subscribe from the Calendar panel`];
  },
});
