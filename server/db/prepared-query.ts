// Kysely builds and compiles a query on every call, which on SQLite costs more than running
// a short one. The few queries every request runs (session, rate limit, content version)
// are compiled once per dialect; each call only puts its values in the parameter slots.
import { createQueryId, type Compilable, type CompiledQuery, type Kysely } from 'kysely';

type ParameterValue = string | number | null;

interface Template<Row> {
  compiled: CompiledQuery<Row>;
  /** For each compiled parameter: the index of the argument that fills it, or -1 for a constant. */
  slots: number[];
}

// A value no caller passes, so each argument's slot can be found in the compiled parameters.
const MARKER = '\u0000prepared-query-argument:';

/**
 * A query whose shape never changes, only its values. `build` must pass each argument
 * through as a query value (not inspect or transform it), which is what makes the slots
 * findable; the executor may be the database or a transaction on it.
 */
export function preparedQuery<DB, Args extends ParameterValue[], Row>(
  build: (db: Kysely<DB>, ...args: Args) => Compilable<Row>,
): (db: Kysely<DB>, ...args: Args) => Promise<Row[]> {
  // Compiled SQL differs per dialect (placeholders, quoting), and a transaction shares the
  // adapter of the database it runs on.
  const templates = new WeakMap<object, Template<Row>>();

  function templateFor(db: Kysely<DB>, arity: number): Template<Row> {
    const adapter = db.getExecutor().adapter;
    let template = templates.get(adapter);
    if (!template) {
      const markers = Array.from({ length: arity }, (_, index) => `${MARKER}${index}`) as Args;
      const compiled = build(db, ...markers).compile();
      const slots = compiled.parameters.map((value) =>
        typeof value === 'string' && value.startsWith(MARKER) ? Number(value.slice(MARKER.length)) : -1,
      );
      template = { compiled, slots };
      templates.set(adapter, template);
    }
    return template;
  }

  return async (db, ...args) => {
    const { compiled, slots } = templateFor(db, args.length);
    const parameters = slots.map((slot, position) => (slot === -1 ? compiled.parameters[position] : args[slot]));
    const result = await db.executeQuery<Row>({ ...compiled, parameters, queryId: createQueryId() });
    return result.rows;
  };
}
