// ltijs and ltijs-sequelize ship no types; the ltijs test types the little it uses (LtijsProvider there).
declare module 'ltijs' {
  export const Provider: unknown;
}

declare module 'ltijs-sequelize' {
  /** The ltijs database plugin over Sequelize (here: PostgreSQL). */
  export default class Database {
    constructor(database: string, user: string, password: string, options: Record<string, unknown>);
  }
}
