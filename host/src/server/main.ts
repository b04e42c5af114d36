import { applyHeapSettings } from './heapSettings.ts';
import { reportStartupFailure, startServer } from './startServer.ts';

applyHeapSettings();
startServer().catch(reportStartupFailure);
