// A number in a LIMIT is written into the statement's text, on both databases. PostgreSQL keeps a
// generic plan for a named statement (server/db/named-statements.ts) only while it is costed no
// higher than the plans made for each run's values; with the LIMIT as a parameter the generic
// plan is costed for every row the query could return, so a page query was planned anew on every
// run (decision 162). SQLite ran the feed's page, whose rows each pass correlated tests, three
// times as long with its LIMIT bound as with it written (decision 176).
import {
  LimitNode,
  OperationNodeTransformer,
  ValueNode,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

class LimitsWritten extends OperationNodeTransformer {
  protected override transformLimit(node: LimitNode): LimitNode {
    const { limit } = node;
    // Only a whole number: a prepared query's argument (server/db/prepared-query.ts) stays a parameter.
    if (ValueNode.is(limit) && !limit.immediate && Number.isSafeInteger(limit.value)) {
      return LimitNode.create(ValueNode.createImmediate(limit.value));
    }
    return super.transformLimit(node);
  }
}

export class LiteralLimitsPlugin implements KyselyPlugin {
  readonly #transformer = new LimitsWritten();

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(node, queryId);
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}
