/**
 * The Logger port: cores report what an integrator should see in the console through it, so a
 * test can assert on warnings without spying on the console. Every line starts with one prefix.
 */
export const LOG_PREFIX = 'FinWidgets:';

export interface Logger {
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

/** The browser console, each message prefixed with `FinWidgets:`. */
export const consoleLogger: Logger = {
  warn: (message, ...details) => console.warn(`${LOG_PREFIX} ${message}`, ...details),
  error: (message, ...details) => console.error(`${LOG_PREFIX} ${message}`, ...details),
};
