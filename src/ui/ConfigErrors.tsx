/**
 * What an element shows instead of its view when the page set it up wrongly (a missing or
 * malformed attribute): the same messages as the console, so the integrator sees the fix where
 * the element should be.
 */
import { styles } from './sheets';
import { token } from './theme';

export const configErrorStyles = styles(`
.fin-config-errors {
  margin: 0; padding: 12px 16px; border: 1px dashed ${token.colorDanger}; border-radius: 8px;
  color: ${token.colorDanger}; font: 500 14px/1.4 system-ui, sans-serif; overflow-wrap: anywhere;
}
.fin-config-errors p { margin: 0; }
.fin-config-errors p + p { margin-top: 6px; }
`);

export function ConfigErrors({ messages }: { messages: readonly string[] }) {
  return (
    <div className="fin-config-errors" part="config-error" role="alert">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
