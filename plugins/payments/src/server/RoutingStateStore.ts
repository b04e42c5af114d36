import type { Clock, Knex } from '@lms/sdk';
import { EMPTY_ROUTING_STATE, type RoutingElement, type RoutingState } from '../schemas/routingSchemas.ts';

interface RoutingStateRow {
  state: RoutingState['state'];
  params: RoutingState['params'];
  message: string;
}

/** The `payments_routing_states` table: one saved {state, params, message} per user and routing element. */
export class RoutingStateStore {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
  ) {}

  async find(userId: string, name: RoutingElement): Promise<RoutingState> {
    const row = (await this.db('payments_routing_states').where({ user_id: userId, name }).first('state', 'params', 'message')) as RoutingStateRow | undefined;
    return row ? { state: row.state, params: row.params, message: row.message } : EMPTY_ROUTING_STATE;
  }

  async save(userId: string, name: RoutingElement, saved: RoutingState): Promise<void> {
    const row = { state: JSON.stringify(saved.state), params: JSON.stringify(saved.params), message: saved.message, updated_at: this.clock.now() };
    await this.db('payments_routing_states')
      .insert({ user_id: userId, name, ...row })
      .onConflict(['user_id', 'name'])
      .merge(row);
  }
}
