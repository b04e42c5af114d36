import type { ServiceDefinition } from '@lms/contract/serviceRef.ts';
import { authServices } from '../auth/authServices.ts';
import { sessionServices } from '../sessions/sessionServices.ts';
import { userServices } from '../users/userServices.ts';
import { permissionServices } from '../permissions/permissionServices.ts';
import { siteServices } from '../site/siteServices.ts';
import { limitServices } from '../limits/limitServices.ts';
import { databaseServices } from '../database/databaseServices.ts';
import { jobServices } from '../jobs/jobServices.ts';
import { mailServices } from '../mail/mailServices.ts';
import { mediaServices } from '../media/mediaServices.ts';
import { ssoServices } from '../sso/ssoServices.ts';
import { themeServices } from '../theme/themeServices.ts';
import { contentServices } from '../content/contentServices.ts';
import { gradingServices } from '../grading/gradingServices.ts';
import { activitySettingsServices } from '../activitySettings/activitySettingsServices.ts';
import { accountServices } from '../accounts/accountServices.ts';
import { messageServices } from '../messages/messageServices.ts';
import { announcementServices } from '../announcements/announcementServices.ts';
import { netServices } from '../net/netServices.ts';
import { searchServices } from '../search/searchServices.ts';
import { badgeServices } from '../badges/badgeServices.ts';
import { studyItemsServices } from '../studyItems/studyItemsServices.ts';
import { trackingServices } from '../tracking/trackingServices.ts';
import { securityServices } from '../security/securityServices.ts';
import { auditServices } from '../audit/auditServices.ts';
import { settingsServices } from '../settings/settingsServices.ts';
import { siteFileServices } from '../siteFiles/siteFileServices.ts';
import { catalogServices } from '../catalog/catalogServices.ts';

/**
 * Each feature's services (its `*Services.ts`), as plugins declare theirs: a new
 * service goes in its feature's list; a new feature adds its list here.
 */
export const CORE_SERVICE_LISTS: ReadonlyArray<ReadonlyArray<ServiceDefinition<any, any>>> = [
  authServices,
  sessionServices,
  userServices,
  permissionServices,
  siteServices,
  limitServices,
  databaseServices,
  jobServices,
  mailServices,
  mediaServices,
  ssoServices,
  themeServices,
  contentServices,
  gradingServices,
  activitySettingsServices,
  accountServices,
  messageServices,
  announcementServices,
  netServices,
  searchServices,
  badgeServices,
  studyItemsServices,
  trackingServices,
  securityServices,
  auditServices,
  settingsServices,
  siteFileServices,
  catalogServices,
];
