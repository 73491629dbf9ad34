/**
 * The media chunk's styles: adopted into the form's shadow root when the chunk first renders,
 * so a form without media never parses them.
 */
import { useLayoutEffect } from 'react';
import { styles } from '../../../ui/sheets';
import type { Styles } from '../../../ui/sheets';
import { token } from '../../../ui/theme';
import { useElement } from '../../../ui/element-context';

export const mediaStyles = styles(`
.dropzone {
  display: grid; justify-items: center; gap: 6px; padding: 20px 16px; text-align: center;
  border: 1.5px dashed ${token.colorBorder}; border-radius: ${token.radiusSmall}; background: ${token.colorSurfaceAlt};
}
.dropzone[data-over='true'] { border-color: ${token.colorAccent}; background: ${token.colorAccentSoft}; }
.dropzone__hint { margin: 0; font-size: 13px; color: ${token.colorTextMuted}; }
.files { display: grid; gap: 8px; margin: 0; padding: 0; list-style: none; }
.file {
  display: grid; grid-template-columns: 1fr auto; align-items: center; gap: 4px 8px; padding: 10px 8px 10px 14px;
  border: 1px solid ${token.colorBorder}; border-radius: ${token.radiusSmall}; background: ${token.colorSurface};
}
.file[data-state='UPLOAD_FAILED'] { border-color: ${token.colorDanger}; }
.file[data-thumbnail] { grid-template-columns: 40px 1fr auto; }
.file__thumb { grid-column: 1; grid-row: 1 / span 2; width: 40px; height: 40px; object-fit: cover; border-radius: 6px; background: ${token.colorSurfaceAlt}; }
.file[data-thumbnail] .file__name, .file[data-thumbnail] .file__status, .file[data-thumbnail] .file__retry { grid-column: 2; }
.file[data-thumbnail] .file__remove { grid-column: 3; }
.file__name { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: 500; }
.file__status { grid-column: 1; font-size: 13px; color: ${token.colorTextMuted}; }
.file__retry {
  grid-column: 1; justify-self: start; padding: 0; border: 0; background: none; cursor: pointer;
  font-size: 13px; font-weight: 600; color: ${token.colorDanger}; text-decoration: underline;
}
.file__remove { grid-column: 2; grid-row: 1 / span 2; }
.file__bar { grid-column: 1 / -1; width: 100%; height: 4px; appearance: none; border: 0; border-radius: 2px; background: ${token.colorBorder}; overflow: hidden; }
.file__bar::-webkit-progress-bar { background: ${token.colorBorder}; }
.file__bar::-webkit-progress-value { background: ${token.colorAccent}; transition: width 120ms linear; }
.file__bar::-moz-progress-bar { background: ${token.colorAccent}; }
.upload-alert { margin: 0; font-size: 13px; font-weight: 500; color: ${token.colorDanger}; }
.upload-alert:empty { display: none; }
.fin-modal.fin-modal--dialog.camera-modal {
  width: 100%; max-width: none; height: 100%; max-height: none; border-radius: 0; background: #000; color: #fff;
}
.camera-modal .fin-modal__title { color: #fff; }
.camera-modal .fin-modal__close { color: #fff; background: rgba(255, 255, 255, 0.16); }
.camera-modal .fin-modal__body { display: grid; place-items: center; flex: 1; min-height: 0; }
.camera-stage { display: grid; place-items: center; gap: 16px; width: 100%; height: 100%; min-height: 240px; text-align: center; }
.camera-stage video, .camera-stage img { display: block; max-width: 100%; max-height: 60vh; border-radius: ${token.radiusSmall}; background: #111; }
.camera-stage p { margin: 0; max-width: 40ch; }
.camera-modal .fin-modal__actions { flex-wrap: wrap; justify-content: center; }
.camera-file { position: relative; }
.signature { display: grid; gap: 8px; }
.signature__pad {
  display: block; width: 100%; height: 160px; touch-action: none; cursor: crosshair;
  border: 1px solid ${token.colorBorder}; border-radius: ${token.radiusSmall}; background: ${token.colorSurface};
}
.signature__pad[aria-invalid='true'] { border-color: ${token.colorDanger}; }
.signature__tools { display: flex; flex-wrap: wrap; gap: 8px; }
.signature__typed { display: grid; gap: 8px; }
`);

const adopted = new WeakMap<ShadowRoot, Set<CSSStyleSheet>>();

/** Adds the sheets to the element's shadow root once, before the first paint of the view that needs them. */
export function useAdoptedStyles(sheets: Styles = mediaStyles): void {
  const { root } = useElement();
  useLayoutEffect(() => {
    const have = adopted.get(root) ?? new Set(root.adoptedStyleSheets);
    const missing = sheets.filter((sheet) => !have.has(sheet));
    if (missing.length === 0) return;
    for (const sheet of missing) have.add(sheet);
    adopted.set(root, have);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
  }, [root, sheets]);
}
