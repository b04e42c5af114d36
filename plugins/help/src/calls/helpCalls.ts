import { defineCall, Type } from '@lms/sdk/calls';
import { ChatSupportSchema, HelpTopicSchema, LegalSectionsSchema } from '../schemas/helpContent.ts';

/** Part 1 §2 /explainer: the help topics for the caller's roles, the legal sections and the chat-support slot of the host's label bundle. */
export const getExplainer = defineCall({
  method: 'GET',
  path: 'explainer',
  summary: 'The help page of the requesting host: topics for the caller (visitors get the `everyone` ones), terms, privacy and refund texts, and the chat-support slot.',
  answer: Type.Object({
    topics: Type.Array(HelpTopicSchema),
    sections: LegalSectionsSchema,
    chat_support: ChatSupportSchema,
  }),
});
