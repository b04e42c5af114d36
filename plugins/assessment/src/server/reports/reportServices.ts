import { coreServices, createServiceRef, defineService } from '@lms/sdk';
import { ItemDetailsReport } from './ItemDetailsReport.ts';
import { LiveProgress, SAVE_EVENT_WINDOW_MS } from './LiveProgress.ts';
import { LiveViewReport } from './LiveViewReport.ts';
import { ProgressThrottle } from './ProgressThrottle.ts';
import { ReportAttempts } from './ReportAttempts.ts';

export const liveViewReportRef = createServiceRef<LiveViewReport>('assessment.live-view-report');
export const itemDetailsReportRef = createServiceRef<ItemDetailsReport>('assessment.item-details-report');
export const liveProgressRef = createServiceRef<LiveProgress>('assessment.live-progress');

const liveViewReport = defineService({
  ref: liveViewReportRef,
  deps: { db: coreServices.database, components: coreServices.components, people: coreServices.people, clock: coreServices.clock },
  factory: ({ db, components, people, clock }) => new LiveViewReport(new ReportAttempts(db), components, people, clock),
});

const itemDetailsReport = defineService({
  ref: itemDetailsReportRef,
  deps: { db: coreServices.database, components: coreServices.components },
  factory: ({ db, components }) => new ItemDetailsReport(db, new ReportAttempts(db), components),
});

const liveProgress = defineService({
  ref: liveProgressRef,
  deps: { db: coreServices.database, people: coreServices.people, realtime: coreServices.realtime, log: coreServices.logger },
  factory: ({ db, people, realtime, log }) => new LiveProgress(new ReportAttempts(db), people, realtime, log, new ProgressThrottle(SAVE_EVENT_WINDOW_MS)),
});

export const REPORT_SERVICES = [liveViewReport, itemDetailsReport, liveProgress];
