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

/**
 * Data from outside (a server answer, a stored record, a socket frame) is not what the decoder
 * expects. `path` names the bad field in JSONPath style ('$.items[3].name') so the log says
 * exactly what the server got wrong.
 */
export class DecodeError extends FinWidgetsError {
  readonly path: string;
  /** What was wrong at `path`, e.g. 'expected a string, got null'. */
  readonly problem: string;

  constructor(path: string, problem: string, options?: { cause?: unknown; source?: string }) {
    super('decode', `${options?.source ? `${options.source}: ` : ''}unexpected data at ${path}: ${problem}`, options);
    this.path = path;
    this.problem = problem;
  }
}
