import { reportStartupFailure, startServer } from './startServer.ts';

startServer().catch(reportStartupFailure);
