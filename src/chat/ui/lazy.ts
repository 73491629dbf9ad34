/**
 * The panel's rare paths, loaded on first use (EXAMPLES.md, lazy chunks): images and files (with
 * the query library), server rich text (with the sanitiser), the agent sheet and the rating popup.
 */
import { lazy } from 'react';

export const LazyAttachment = lazy(() => import('./Attachment').then((module) => ({ default: module.Attachment })));
export const LazyRichHtml = lazy(() => import('./RichHtml').then((module) => ({ default: module.RichHtml })));
export const LazyAgentSheet = lazy(() => import('./AgentSheet').then((module) => ({ default: module.AgentSheet })));
export const LazyRatingPopup = lazy(() => import('./RatingPopup').then((module) => ({ default: module.RatingPopup })));
/** The voice call: the calls service, WebRTC and the call bar, on the first Call (issue 20). */
export const LazyCallDock = lazy(() => import('./calls/CallDock'));
