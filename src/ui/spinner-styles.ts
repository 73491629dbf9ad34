/** The spinner's sheet, React-free: the chat panel's frame (src/chat/ui/frame.ts) draws one before React has loaded. */
import { styles } from './sheets';

export const spinnerStyles = styles(`
.fin-spinner {
  display: inline-block; flex: none; border-style: solid; border-color: currentColor;
  border-right-color: transparent; border-radius: 50%;
  animation: fin-spin 800ms linear infinite;
}
@keyframes fin-spin { to { transform: rotate(360deg); } }
/* The base theme shortens animations to 1 ms under reduced motion, which would make a spinner flicker. */
@media (prefers-reduced-motion: reduce) {
  .fin-spinner { animation-duration: 2s !important; }
}
`);
