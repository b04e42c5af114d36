import { LmsError, type Clock, type IdGenerator, type Knex } from '@lms/sdk';
import type { Persona, PersonaBody } from '../../calls/agentCalls.ts';

interface PersonaRow {
  id: string;
  name: string;
  voice: string;
  teaching_style: string;
  instructions: string;
  updated_at: Date;
}

const toPersona = (row: PersonaRow): Persona => ({
  _id: row.id,
  name: row.name,
  voice: row.voice,
  teaching_style: row.teaching_style,
  instructions: row.instructions,
  updated_at: new Date(row.updated_at).toISOString(),
});

/** Personas (issue 27 item 5, aipersona): a name, a voice, a teaching style and instructions applied to the model's. */
export class PersonaStore {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async list(): Promise<Persona[]> {
    return ((await this.db('ai_personas').orderBy([{ column: 'name' }, { column: 'id' }])) as PersonaRow[]).map(toPersona);
  }

  async find(id: string): Promise<Persona | null> {
    const row = (await this.db('ai_personas').where({ id }).first()) as PersonaRow | undefined;
    return row ? toPersona(row) : null;
  }

  async create(body: PersonaBody): Promise<Persona> {
    const [row] = (await this.db('ai_personas').insert({ id: this.ids.newId(), ...fields(body), updated_at: this.clock.now() }).returning('*')) as PersonaRow[];
    return toPersona(row!);
  }

  async update(id: string, body: PersonaBody): Promise<Persona> {
    const [row] = (await this.db('ai_personas').where({ id }).update({ ...fields(body), updated_at: this.clock.now() }).returning('*')) as PersonaRow[];
    if (!row) throw new LmsError('not-found', 'Persona not found.');
    return toPersona(row);
  }

  async remove(id: string): Promise<void> {
    if (!(await this.db('ai_personas').where({ id }).delete())) throw new LmsError('not-found', 'Persona not found.');
  }
}

function fields(body: PersonaBody) {
  return { name: body.name.trim(), voice: body.voice?.trim() ?? '', teaching_style: body.teaching_style?.trim() ?? '', instructions: body.instructions?.trim() ?? '' };
}
