import { defineRoute, jsonSchema } from '@lms/sdk';
import { importBodySchema, itemDraftSchema, itemListQuerySchema, type ImportBody, type ItemDraftWithHints, type ItemListQuery } from '../schemas/itemBody.ts';
import { importedDraft } from './importedDraft.ts';
import { itemBankRef } from './services.ts';

const ITEMS = 'assessment/items/';
const ITEM = `${ITEMS}:itemId/`;
const deps = { bank: itemBankRef };

export const itemRoutes = [
  defineRoute({
    method: 'GET',
    path: ITEMS,
    permission: 'author',
    summary: "Authors: the item bank's Questions the caller may use (their own; an administrator's, all; with course, also those shared with that course), newest first.",
    query: jsonSchema<ItemListQuery>(itemListQuerySchema),
    deps,
    handler: ({ user, query, deps }) => deps.bank.list(user!, query),
  }),
  defineRoute({
    method: 'GET',
    path: ITEM,
    permission: 'author',
    summary: 'Authors: one Question of the item bank, with its content, right answers and hints.',
    deps,
    handler: ({ user, params, deps }) => deps.bank.get(user!, params.itemId!),
  }),
  defineRoute({
    method: 'POST',
    path: ITEMS,
    permission: 'author',
    summary: 'Authors: adds a Question to the item bank (reference unique among the author\'s own).',
    body: jsonSchema<ItemDraftWithHints>(itemDraftSchema),
    deps,
    async handler({ user, body, deps, reply }) {
      reply.status(201);
      return deps.bank.create(user!, body);
    },
  }),
  defineRoute({
    method: 'PUT',
    path: ITEM,
    permission: 'author',
    summary: "Authors: replaces a Question; someone else's Question is copied to the caller instead (answer's relocated names the copy).",
    body: jsonSchema<ItemDraftWithHints>(itemDraftSchema),
    deps,
    handler: ({ user, params, body, deps }) => deps.bank.update(user!, params.itemId!, body),
  }),
  defineRoute({
    method: 'DELETE',
    path: ITEM,
    permission: 'author',
    summary: 'Authors: deletes one of their own Questions.',
    deps,
    async handler({ user, params, deps }) {
      await deps.bank.remove(user!, params.itemId!);
    },
  }),
  defineRoute({
    method: 'POST',
    path: `${ITEMS}import/`,
    permission: 'author',
    summary: 'Authors: adds a Question read from a QTI 3.0 or 2.1 assessmentItem (choice, text entry, order, match, associate, extended text, upload).',
    body: jsonSchema<ImportBody>(importBodySchema),
    deps,
    async handler({ user, body, deps, reply }) {
      const item = await deps.bank.create(user!, await importedDraft(body));
      reply.status(201);
      return item;
    },
  }),
];
