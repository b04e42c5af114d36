import { Type, type Static } from '@lms/sdk/calls';

/** Who a help topic is for; `everyone` includes visitors who are not logged in. */
export const HELP_AUDIENCES = ['everyone', 'student', 'instructor', 'program-admin', 'administrator'] as const;
export type HelpAudience = (typeof HELP_AUDIENCES)[number];

export const HelpTopicSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  body: Type.String(),
  audience: Type.Union(HELP_AUDIENCES.map((audience) => Type.Literal(audience))),
});
export type HelpTopic = Static<typeof HelpTopicSchema>;

/** The legal sections of /explainer, by their anchors (#terms, #privacy, #refunds). */
export const LegalSectionsSchema = Type.Object({ terms: Type.String(), privacy: Type.String(), refunds: Type.String() });
export type LegalSections = Static<typeof LegalSectionsSchema>;

/**
 * The label bundle's chat-support slot (part 1 §1 "a chat-support widget from a
 * third party"): off unless a bundle turns it on. The provider's page is framed
 * (https only), never its script run in ours, so the page keeps `script-src 'self'`.
 */
export const ChatSupportSchema = Type.Object({ enabled: Type.Boolean(), url: Type.String(), title: Type.String() });
export type ChatSupport = Static<typeof ChatSupportSchema>;

/** The label bundle's keys this plugin reads (its own, as the calendar reads `calendar_page_size`). */
export const HELP_BUNDLE_KEY = 'help';
export const CHAT_SUPPORT_BUNDLE_KEY = 'chat_support';

export const CHAT_SUPPORT_OFF: ChatSupport = { enabled: false, url: '', title: 'Chat with support' };
