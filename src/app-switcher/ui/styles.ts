import { styles } from '../../ui/sheets';
import { token } from '../../ui/theme';

export const appSwitcherStyles = styles(`
/* The button takes the colour of the bar it sits in; the menu has its own surface. */
:host { display: inline-block; position: relative; color: inherit; }
.trigger {
  display: inline-grid; place-items: center; width: 40px; height: 40px; padding: 0;
  border: 1px solid transparent; border-radius: 50%; background: transparent; color: inherit;
  cursor: pointer; transition: background-color 120ms ease;
}
.trigger:hover, .trigger[aria-expanded='true'] { background: color-mix(in srgb, currentColor 10%, transparent); }
.menu {
  /* Placed by the floating layer (fixed, under the button, right-aligned, kept in the viewport). */
  z-index: ${token.zIndex};
  width: min(340px, calc(100vw - 16px)); max-height: calc(100vh - 16px); overflow: auto;
  margin: 0; padding: 8px; color: ${token.colorText}; background: ${token.colorSurface};
  border: 1px solid ${token.colorBorder}; border-radius: ${token.radius}; box-shadow: ${token.shadow};
  animation: fin-pop 140ms ease-out;
}
@keyframes fin-pop { from { opacity: 0; transform: translateY(-4px) scale(0.98); } }
.header { display: flex; align-items: center; justify-content: space-between; padding: 8px 10px 10px; }
.title { margin: 0; font-size: 13px; font-weight: 600; letter-spacing: 0.04em; text-transform: uppercase; color: ${token.colorTextMuted}; }
.badge {
  padding: 2px 8px; border-radius: 999px; font-size: 12px; font-weight: 600;
  color: ${token.colorWarning}; background: color-mix(in srgb, ${token.colorWarning} 12%, ${token.colorSurface});
}
.list { list-style: none; margin: 0; padding: 0; }
.item {
  display: flex; align-items: center; gap: 12px; padding: 10px; border-radius: ${token.radiusSmall};
  color: inherit; text-decoration: none; outline: none;
}
.item:hover, .item:focus-visible { background: ${token.colorSurfaceAlt}; }
.item:focus-visible { box-shadow: ${token.focusRing}; }
.item[aria-current='page'] { background: ${token.colorAccentSoft}; }
.tile {
  flex: none; display: grid; place-items: center; width: 40px; height: 40px; border-radius: 12px;
  color: ${token.colorAccent}; background: ${token.colorAccentSoft};
}
.item[aria-current='page'] .tile { color: ${token.colorAccentContrast}; background: ${token.colorAccent}; }
.text { display: flex; flex-direction: column; min-width: 0; flex: 1; }
.label { font-weight: 600; }
.description { font-size: 13px; color: ${token.colorTextMuted}; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.check { flex: none; color: ${token.colorAccent}; }
`);
