import type { WebSessionUser } from '@lms/sdk/web';

/**
 * Whether the user may read the AI catalogue (GET ai-agents, ai-sources,
 * ai/personas answer administrators only): any administrator value, or a
 * provider account, as the server's isAdministrator. Asking without the right
 * would end the session (the global rule on failed reads).
 */
export const readsCatalogue = (user: WebSessionUser | null): boolean => user !== null && (user.administrator >= 1 || user.accountType === 'Junction');
