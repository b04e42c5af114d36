import { defineRoute } from '@lms/sdk';
import { createItem, deleteItem, getItem, importItem, listItems, updateItem } from '../calls/itemCalls.ts';
import { importedDraft } from './importedDraft.ts';
import { itemBankRef } from './services.ts';

const deps = { bank: itemBankRef };

export const itemRoutes = [
  defineRoute(listItems, {
    permission: 'author',
    deps,
    handler: ({ user, query, deps }) => deps.bank.list(user!, query),
  }),
  defineRoute(getItem, {
    permission: 'author',
    deps,
    handler: ({ user, params, deps }) => deps.bank.get(user!, params.itemId),
  }),
  defineRoute(createItem, {
    permission: 'author',
    deps,
    async handler({ user, body, deps, reply }) {
      reply.status(201);
      return deps.bank.create(user!, body);
    },
  }),
  defineRoute(updateItem, {
    permission: 'author',
    deps,
    handler: ({ user, params, body, deps }) => deps.bank.update(user!, params.itemId, body),
  }),
  defineRoute(deleteItem, {
    permission: 'author',
    deps,
    async handler({ user, params, deps }) {
      await deps.bank.remove(user!, params.itemId);
    },
  }),
  defineRoute(importItem, {
    permission: 'author',
    deps,
    async handler({ user, body, deps, reply }) {
      const item = await deps.bank.create(user!, await importedDraft(body));
      reply.status(201);
      return item;
    },
  }),
];
