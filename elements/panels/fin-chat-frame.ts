/**
 * The chat panel's frame in plain DOM (src/chat/ui/frame.ts), React-free: a small entry of the
 * main build that `<fin-chat>` loads beside its panel's code (on intent or the open), so an open
 * shows the panel's box while React and the panel are still on their way. Through the loader it
 * is chunks/fin-chat-frame-<hash>.js, loaded by the head (rollup.config.mjs, `headParts`).
 */
import type { Placeholder } from '../lazy';
import { followPanelFrame, removePanelFrame } from '../../src/chat/ui/frame';
import type { FrameProps } from '../../src/chat/ui/frame';

export const placeholder: Placeholder<FrameProps> = { follow: followPanelFrame, remove: removePanelFrame };
