import { fileURLToPath } from 'node:url';
import { definePlugin } from '@lms/sdk';
import { flashcardsComponentType } from './flashcardsComponentType.ts';
import { ownCardRoutes } from './ownCardRoutes.ts';
import { progressRoutes } from './progressRoutes.ts';
import { reviewRoutes } from './reviewRoutes.ts';
import { FLASHCARDS_SERVICES } from './services.ts';
import { BADGE_RULE_SERVICES } from './BadgeRules.ts';
import { settingsRoutes } from './settingsRoutes.ts';

export default definePlugin({
  id: 'flashcards',
  version: '1.0.0',
  kernel: '^1',
  componentTypes: [flashcardsComponentType],
  routes: [...progressRoutes, ...ownCardRoutes, ...reviewRoutes, ...settingsRoutes],
  services: [...FLASHCARDS_SERVICES, ...BADGE_RULE_SERVICES],
  migrations: fileURLToPath(new URL('../../migrations', import.meta.url)),
});
