// PostgreSQL keeps a generic plan for a named statement (server/db/named-statements.ts) only
// while it is costed no higher than the plans made for each run's values. With the LIMIT as a
// parameter the generic plan is costed for every row the query could return, so a page query was
// planned anew on every run (the moderation queue: 0.38 ms of planning for 0.32 ms of work).
// A number in a LIMIT is written into the statement's text instead (decision 162).
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
