/** Base class of every error the SDK raises, so hosts can tell ours apart with one instanceof. */
export class FinWidgetsError extends Error {
  /** A stable, machine-readable code such as 'http_status' or 'invalid_attribute'. */
  readonly code: string;

  constructor(code: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
    this.code = code;
  }
}

/** An attribute or property of an element got a value of the wrong kind. */
export class InvalidAttributeError extends FinWidgetsError {
  constructor(message: string) {
    super('invalid_attribute', message);
  }
}
