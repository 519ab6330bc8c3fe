/** Field-level refusal, answered as 400 {"validation_errors": {field: [messages]}}. */
export class InputError extends Error {
  /** The request part a route schema refused ('body', 'params', 'querystring'), set by Fastify. */
  validationContext?: string;

  constructor(readonly fields: Record<string, string[]>) {
    super('Invalid input');
    this.name = 'InputError';
  }
}
