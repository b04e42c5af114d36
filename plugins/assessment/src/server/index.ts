import { fileURLToPath } from 'node:url';
import { definePlugin } from '@lms/sdk';
import { adaptiveRoutes } from './adaptive/adaptiveRoutes.ts';
import { ASSESSMENT_ERRNOS } from './assessmentErrnos.ts';
import { assessmentComponentType } from './assessmentComponentType.ts';
import { assessmentDemo } from './demo/demoAttempts.ts';
import { deliveryRoutes } from './delivery/deliveryRoutes.ts';
import { submitExpiredJob } from './delivery/deliveryServiceRef.ts';
import { gradingRoutes } from './grading/gradingRoutes.ts';
import { itemRoutes } from './itemRoutes.ts';
import { overrideRoutes } from './overrides/overrideRoutes.ts';
import { PACKAGE_SERVICES, readPackageJob, removeUnconfirmedJob } from './packages/packageServices.ts';
import { packageRoutes } from './packages/packageRoutes.ts';
import { pciRoutes } from './pci/pciRoutes.ts';
import { joinProfessorsHandler, leaveProfessorsHandler } from './reports/professorsRealtime.ts';
import { reportRoutes } from './reports/reportRoutes.ts';
import { ASSESSMENT_SERVICES } from './services.ts';
import { deliverySpecPathRoutes } from './specPaths/deliverySpecPathRoutes.ts';
import { reportingSpecPathRoutes } from './specPaths/reportingSpecPathRoutes.ts';
import { uploadFeedbackService, uploadRoutes } from './uploads/uploadRoutes.ts';

export default definePlugin({
  id: 'assessment',
  version: '1.0.0',
  kernel: '^1',
  componentTypes: [assessmentComponentType],
  routes: [...itemRoutes, ...deliveryRoutes, ...reportRoutes, ...gradingRoutes, ...overrideRoutes, ...adaptiveRoutes, ...uploadRoutes, ...deliverySpecPathRoutes, ...reportingSpecPathRoutes, ...packageRoutes, ...pciRoutes],
  services: [...ASSESSMENT_SERVICES, uploadFeedbackService, ...PACKAGE_SERVICES],
  realtime: [joinProfessorsHandler, leaveProfessorsHandler],
  jobs: [submitExpiredJob, readPackageJob, removeUnconfirmedJob],
  migrations: fileURLToPath(new URL('../../migrations', import.meta.url)),
  errors: ASSESSMENT_ERRNOS,
  demo: assessmentDemo,
});
