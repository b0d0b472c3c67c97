/** Why an address source could not answer. */
export type AddressLookupFailure = 'timeout' | 'network' | 'status' | 'malformed' | 'storage';

/** Thrown by an AddressLookup when its source cannot give a trustworthy answer; the message never holds secrets. */
export class AddressLookupError extends Error {
  override readonly name = 'AddressLookupError';
  /** The HTTP status of the upstream answer, when there was one. */
  readonly status: number | undefined;

  constructor(
    readonly reason: AddressLookupFailure,
    message: string,
    options: { cause?: unknown; status?: number } = {},
  ) {
    super(message, { cause: options.cause });
    this.status = options.status;
  }
}
