import { definePluginDemo } from '@lms/sdk';
import { userAdministrationRef } from './services.ts';

/** People to find at /administrator/users; the demo administrator made them, so the audit log has their entries. */
const DEMO_PEOPLE = [
  { name: 'Grace', surname: 'Hopper', email: 'grace.hopper@demo.example', phone: '202-555-0141', institution: 'Vassar College', role: 'Instructor', instructor: true },
  { name: 'Alan', surname: 'Turing', email: 'alan.turing@demo.example', phone: '202-555-0142', institution: 'Demo University', role: 'Student', instructor: false },
  { name: 'Ada', surname: 'Lovelace', email: 'ada.lovelace@demo.example', phone: '202-555-0143', institution: 'Demo University', role: 'Student', instructor: false },
];

/**
 * Once: the demo people, created by the demo administrator (audit entries). None is
 * enrolled: the demo course keeps its three students, whose work the dashboard's
 * alerts and the journeys read.
 */
export const administrationDemo = definePluginDemo({
  deps: { users: userAdministrationRef },
  async seed({ administrator, deps: { users } }) {
    for (const person of DEMO_PEOPLE) {
      if ((await users.search(person.email, 1)).length > 0) continue;
      await users.create(administrator, person);
    }
    return [
      'Administration: find people at /administrator/users (try "demo.example") and courses at /administrator/courses (try "Demo"); every administrator action shows at /administrator/audit',
    ];
  },
});
