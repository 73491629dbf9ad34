import { useId } from 'react';
import { ApiBaseContext } from '../../ui/links';
import type { Section } from '../core/model';
import { WidgetView } from './Widgets';
import type { WidgetHandlers } from './Widgets';

/** The ticket's sections; `apiBase` is the help-centre client's, which the widgets' image URLs are relative to. */
export function Sections({ sections, handlers, apiBase }: { sections: readonly Section[]; handlers: WidgetHandlers; apiBase: string }) {
  const id = useId();
  return (
    <ApiBaseContext.Provider value={apiBase}>
      {sections.map((section, index) => {
        const titleId = `${id}-${index}`;
        return (
          <section key={index} className="section" part="section" aria-labelledby={section.title ? titleId : undefined}>
            {(section.title || section.rightTitle) && (
              <div className="section-header">
                {section.title && (
                  <h3 id={titleId} className="section-title" part="section-title">
                    {section.title}
                  </h3>
                )}
                {section.rightTitle && <span className="section-right-title">{section.rightTitle}</span>}
              </div>
            )}
            <ul className="widgets">
              {section.items.map((widget, position) => (
                <li key={position} className={`widget widget--${widget.type.toLowerCase()}`}>
                  <WidgetView widget={widget} handlers={handlers} place={{ section: section.title, sectionPosition: index, itemPosition: position }} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </ApiBaseContext.Provider>
  );
}
