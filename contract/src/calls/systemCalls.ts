import { Type } from '@sinclair/typebox';
import { defineCall } from '../call.ts';

export const getHealth = defineCall({
  method: 'GET',
  path: 'health',
  summary: 'Liveness and readiness: checks that the database answers (503 when it does not).',
  answer: Type.Object({
    status: Type.String(),
    apiVersion: Type.String(),
    database: Type.Object({ ok: Type.Boolean(), latencyMs: Type.Number() }),
  }),
});

export const getServerTime = defineCall({
  method: 'GET',
  path: 'now',
  summary: "The server's clock, which every date rule follows.",
  answer: Type.Object({ now: Type.String({ format: 'date-time' }) }),
});

/** A free-form JSON object passed through whole (theme-kit's types describe it; the contract does not import theme-kit). */
const passedThrough = (description: string) => Type.Object({}, { additionalProperties: true, description });

export const getTheme = defineCall({
  method: 'GET',
  path: 'theme',
  summary: 'The label bundle (settings) and theme for the requesting host.',
  answer: Type.Object({
    settings: passedThrough("The host's label bundle (theme-kit's LabelBundle)."),
    theme: passedThrough("The host's theme (theme-kit's Theme)."),
  }),
});
