import type { Document } from 'bson';
import { MingoError } from 'mingo/util';

/** The MongoDB error codes this server answers with; names are MongoDB's `codeName`s. */
export const ErrorCodes = {
  InternalError: 1,
  BadValue: 2,
  FailedToParse: 9,
  Unauthorized: 13,
  TypeMismatch: 14,
  AuthenticationFailed: 18,
  IllegalOperation: 20,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  PathNotViable: 28,
  ConflictingUpdateOperators: 40,
  CursorNotFound: 43,
  NamespaceExists: 48,
  DollarPrefixedFieldName: 52,
  EmptyFieldName: 56,
  InvalidIdField: 53,
  CommandNotFound: 59,
  ImmutableField: 66,
  CannotCreateIndex: 67,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  NoReplicationEnabled: 76,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  CommandNotSupported: 115,
  CannotIndexParallelArrays: 171,
  InvalidPipelineOperator: 168,
  NoQueryExecutionPlans: 291,
  UnsupportedOpQueryCommand: 352,
  DuplicateKey: 11000,
  BSONObjectTooLarge: 10334,
  Location40324: 40324,
  Location51024: 51024,
  Location51091: 51091,
  Location51246: 51246,
  Location15975: 15975,
  Location17124: 17124,
  Location31276: 31276,
} as const;

export type CodeName = keyof typeof ErrorCodes;

/** A command failure that reaches the client as `{ ok: 0, errmsg, code, codeName }`. */
export class CommandError extends Error {
  constructor(
    readonly codeName: CodeName,
    message: string,
    readonly extra: Document = {},
  ) {
    super(message);
  }

  get code(): number {
    return ErrorCodes[this.codeName];
  }

  toReply(): Document {
    return { ok: 0, errmsg: this.message, code: this.code, codeName: this.codeName, ...this.extra };
  }

  /** The shape used inside `writeErrors` arrays. */
  toWriteError(index: number): Document {
    return { index, code: this.code, errmsg: this.message, ...this.extra };
  }
}

export const badValue = (message: string) => new CommandError('BadValue', message);

/** Turns anything thrown while running a command into a client reply; unexpected errors stay code 1. */
export function toCommandError(error: unknown): CommandError {
  if (error instanceof CommandError) return error;
  const message = error instanceof Error ? error.message : String(error);
  // A client's pattern JavaScript cannot compile: MongoDB answers 51091, not an internal error.
  if (error instanceof SyntaxError && /Invalid regular expression/.test(message)) {
    return new CommandError('Location51091', `Regular expression is invalid: ${message.replace(/^Invalid regular expression: /, '')}`);
  }
  // mingo reports bad queries and updates with plain errors: they are the client's fault.
  if (error instanceof MingoError) return badValue(message);
  return new CommandError('InternalError', message);
}
