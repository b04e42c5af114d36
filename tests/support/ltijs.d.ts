// ltijs and ltijs-sequelize ship no types; tests/support/ltijsTool.ts types the little the tests use (LtijsProvider there).
declare module 'ltijs' {
  export const Provider: unknown;
}

declare module 'ltijs-sequelize' {
  /** The ltijs database plugin over Sequelize (here: PostgreSQL). */
  export default class Database {
    constructor(database: string, user: string, password: string, options: Record<string, unknown>);
  }
}
