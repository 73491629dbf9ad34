/** The paths of the icons the React-free chat panel frame draws too (src/chat/ui/frame.ts): one copy for both. */
export const CLOSE_PATH = 'M6 6l12 12M18 6L6 18';
export const CHEVRON_RIGHT_PATH = 'M9 6l6 6-6 6';
