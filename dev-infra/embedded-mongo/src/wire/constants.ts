export const OpCode = {
  OP_REPLY: 1,
  OP_QUERY: 2004,
  OP_COMPRESSED: 2012,
  OP_MSG: 2013,
} as const;

export const Limits = {
  maxBsonObjectSize: 16 * 1024 * 1024,
  /** A command may carry a maximal document plus some command fields, as in mongod. */
  maxCommandSize: 16 * 1024 * 1024 + 16 * 1024,
  maxMessageSizeBytes: 48_000_000,
  maxWriteBatchSize: 100_000,
} as const;

export const MsgFlags = {
  checksumPresent: 1 << 0,
  moreToCome: 1 << 1,
  exhaustAllowed: 1 << 16,
} as const;

/** Bits 0-15 are required: a flag there that we do not know must be refused. */
export const KNOWN_REQUIRED_FLAGS = MsgFlags.checksumPresent | MsgFlags.moreToCome;

export const HEADER_SIZE = 16;
