import { defineWebPlugin } from '@lms/sdk/web';

/** The AI areas' screens (admin aibook, aichat, aitrain, aipersona; the course's ai_manager; the student's chat panel) are declared here as they are built. */
export default defineWebPlugin({ id: 'ai' });
