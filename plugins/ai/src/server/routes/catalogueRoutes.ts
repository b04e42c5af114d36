import { defineRoute } from '@lms/sdk';
import { createPersona, listAgents, listPersonas, removeAgent, removePersona, saveAgent, updatePersona } from '../../calls/agentCalls.ts';
import { agentsRef, personasRef } from '../services.ts';

/** Agents and personas (aichat, aipersona): administrators. */
export const catalogueRoutes = [
  defineRoute(listAgents, { permission: 'administrator', deps: { agents: agentsRef }, handler: ({ deps }) => deps.agents.list() }),
  defineRoute(saveAgent, { permission: 'administrator', deps: { agents: agentsRef }, handler: ({ params, body, deps }) => deps.agents.save(params.alias, body) }),
  defineRoute(removeAgent, { permission: 'administrator', deps: { agents: agentsRef }, handler: ({ params, deps }) => deps.agents.remove(params.alias) }),
  defineRoute(listPersonas, { permission: 'administrator', deps: { personas: personasRef }, handler: ({ deps }) => deps.personas.list() }),
  defineRoute(createPersona, {
    permission: 'administrator',
    deps: { personas: personasRef },
    async handler({ body, deps, reply }) {
      reply.status(201);
      return deps.personas.create(body);
    },
  }),
  defineRoute(updatePersona, { permission: 'administrator', deps: { personas: personasRef }, handler: ({ params, body, deps }) => deps.personas.update(params.personaId, body) }),
  defineRoute(removePersona, { permission: 'administrator', deps: { personas: personasRef }, handler: ({ params, deps }) => deps.personas.remove(params.personaId) }),
];
