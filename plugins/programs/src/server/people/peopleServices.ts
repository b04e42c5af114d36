import { coreServices, createServiceRef, defineService } from '@lms/sdk';
import { ProgramStore } from '../ProgramStore.ts';
import { ProgramViews } from '../ProgramViews.ts';
import { EnterpriseService } from './EnterpriseService.ts';
import { InvitationService } from './InvitationService.ts';
import { InvitationStore } from './InvitationStore.ts';
import { SectionPeopleService } from './SectionPeopleService.ts';

export const invitationServiceRef = createServiceRef<InvitationService>('programs.invitations');
export const sectionPeopleServiceRef = createServiceRef<SectionPeopleService>('programs.section-people');
export const enterpriseServiceRef = createServiceRef<EnterpriseService>('programs.enterprise');

const { database: db, courses, people, permissions, ids, clock, mail, programAccounts: accounts } = coreServices;

export const PEOPLE_SERVICES = [
  defineService({
    ref: invitationServiceRef,
    deps: { db, courses, accounts, mail, permissions, ids, clock },
    factory: (d) => new InvitationService(d.db, new ProgramStore(d.db, d.accounts), new InvitationStore(d.db), d.courses, d.accounts, d.mail, d.permissions, d.ids, d.clock),
  }),
  defineService({
    ref: sectionPeopleServiceRef,
    deps: { db, courses, people, accounts, permissions },
    factory: (d) => new SectionPeopleService(d.db, new ProgramStore(d.db, d.accounts), new InvitationStore(d.db), d.courses, d.people, d.accounts, d.permissions),
  }),
  defineService({
    ref: enterpriseServiceRef,
    deps: { db, courses, people, accounts, permissions },
    factory: (d) => new EnterpriseService(d.db, new ProgramStore(d.db, d.accounts), new ProgramViews(d.courses, d.people), d.permissions),
  }),
];
