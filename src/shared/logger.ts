/**
 * The Logger port: cores report what an integrator should see in the console through it, so a
 * test can assert on warnings without spying on the console. Every line starts with one prefix.
 */
export const LOG_PREFIX = 'FinWidgets:';

export interface Logger {
  /** What an integrator asked to see (the tracker's dry run), not a problem. */
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

/** The browser console, each message prefixed with `FinWidgets:`. */
export const consoleLogger: Logger = {
  info: (message, ...details) => console.info(`${LOG_PREFIX} ${message}`, ...details),
  warn: (message, ...details) => console.warn(`${LOG_PREFIX} ${message}`, ...details),
  error: (message, ...details) => console.error(`${LOG_PREFIX} ${message}`, ...details),
};
