export { createAppSwitcher, computeLinks } from './core/app-switcher';
export type { AppSwitcher, AppSwitcherOptions, AppSwitcherSnapshot } from './core/app-switcher';
export { appLinks, resolveEnvironment } from './core/links';
export type { AppLink, Domains, Environment } from './core/links';
export { AppSwitcherView } from './ui/AppSwitcherView';
export type { AppSwitcherProps } from './ui/AppSwitcherView';
export { APPS } from './constants';
export type { AppId } from './constants';
