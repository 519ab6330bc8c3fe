/** Field-level refusal, answered as 400 {"validation_errors": {field: [messages]}}. */
export class InputError extends Error {
  constructor(readonly fields: Record<string, string[]>) {
    super('Invalid input');
    this.name = 'InputError';
  }
}
