/**
 * The npm package's main entry: `import { configure, setAuth, chat } from 'fin-widgets'`, the
 * loader's commands for an app that bundles the elements from npm. The same code as the loader's
 * (loader/commands.ts): the same checks and errors, one state on window.__finWidgets that the
 * elements read, `ready(tag)` and a feature's command load the element's module (through the
 * app's bundler: `fin:modules`, written by the build, imports the package's own entries). A page
 * uses this entry or the loader; with both, the second one logs a console error and shares the
 * first one's state (docs/loader.md, "npm").
 */
import type { commands as ssoCommands } from '../src/sso/commands';
import type { FinEventMap, FinEventName } from '../src/shared/events';
import { createApi } from '../loader/commands';
import type { Api } from '../loader/commands';
import { COMMAND_FEATURES } from '../loader/forwards';
import type { HostAuth, HostConfig } from '../loader/protocol';
import { modules } from 'fin:modules';
import type { commands as chatCommands } from './fin-chat';
import type { commands as trackerCommands } from './fin-tracker';

/** A command of a feature's module, as the entry gives it: it loads the module, so it returns a promise. */
type Loaded<F> = F extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never;
type Feature<T> = { [K in keyof T]: Loaded<T[K]> };

let api: Api | undefined;
/**
 * The dispatcher, made on first use (importing the entry changes nothing on the page, and a
 * server render that imports it does not touch window).
 */
const call = (command: string, ...args: unknown[]): unknown =>
  (api ||= createApi((tag) => (Object.hasOwn(modules, tag) ? modules[tag]!() : Promise.reject(Error(`fin-widgets has no <${tag}>`))), COMMAND_FEATURES)[0])(command, ...args);
/** A feature's command by its loader name ('chat.open', 'signIn'), typed as its module's. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any function's parameters
const command = <F extends (...args: any[]) => unknown>(name: string): Loaded<F> => ((...args: unknown[]) => call(name, ...args)) as Loaded<F>;

/** Merges options into the configuration every element reads (docs/loader.md, configure). */
export const configure = (options: HostConfig): void => void call('configure', options);
/** Hands the elements a bearer token, or null to sign out. */
export const setAuth = (auth: HostAuth | null): void => void call('setAuth', auth);
/** Merges feature switches into the configuration. */
export const setFeatures = (features: Record<string, boolean>): void => void call('setFeatures', features);

/** Listens on document for a public event of any element; returns the unsubscribe. */
export function on<K extends FinEventName>(name: K, listener: (event: CustomEvent<FinEventMap[K]>) => void): () => void {
  return call('on', name, listener) as () => void;
}
/** Removes a listener added with on(). */
export function off<K extends FinEventName>(name: K, listener: (event: CustomEvent<FinEventMap[K]>) => void): void {
  call('off', name, listener);
}
/**
 * Without an argument: loads the undefined fin-* elements on the page and resolves when every one
 * is defined; with a tag: loads that element; with a callback: calls it then.
 */
export const ready = (what?: `fin-${string}` | (() => void)): Promise<void> => call('ready', what) as Promise<void>;

/** Records a usage event ({screen, action, …}); resolves with its id (docs/elements/fin-tracker.md). */
export const track = command<typeof trackerCommands.track>('track');

type Sso = typeof ssoCommands;
/** Starts a sign-in (docs/elements/fin-sso-button.md); resolves with its result. */
export const signIn = command<Sso['signIn']>('signIn');
export const handleSignInReturn = command<Sso['handleSignInReturn']>('handleSignInReturn');
export const signOut = command<Sso['signOut']>('signOut');
export const userInfo = command<Sso['userInfo']>('userInfo');
export const loadPaymentEmbed = command<Sso['loadPaymentEmbed']>('loadPaymentEmbed');

// preload: the loader's chat.preload loads the panel's code without opening it.
type Chat = typeof chatCommands & { preload(): Promise<void> };
/**
 * The chat's commands (docs/elements/fin-chat.md): each loads the panel's module and runs its
 * command, as FinWidgets('chat.<name>') does. One key per command of the module: adding a command
 * without adding it here fails the type check.
 */
export const chat: Feature<Chat> = {
  open: command<Chat['open']>('chat.open'),
  preload: command<Chat['preload']>('chat.preload'),
  disable: command<Chat['disable']>('chat.disable'),
  enable: command<Chat['enable']>('chat.enable'),
};

export type { HostAuth as Auth, HostConfig as Configuration };
// The types of what a host hands the elements and the commands: the form's adapter property, sign-on.
export type { FormAdapter } from '../src/forms/core/host';
export type { SignInOptions } from '../src/sso/core/client';
export type { SignInResult } from '../src/sso/core/result';
