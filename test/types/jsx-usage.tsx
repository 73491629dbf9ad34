/**
 * Type test (compiled by `npm run typecheck`, never run): a React 19 host writes every element in
 * TSX with the generated typings. The @ts-expect-error lines fail the typecheck if a wrong usage
 * ever type-checks, so the typings cannot silently become `any`. tsconfig.types.json compiles it again
 * with skipLibCheck off, so the generated jsx.d.ts itself is checked against the element classes.
 */
import type {} from '../../elements/jsx-react';
import type { FormAdapter } from '../../src/forms/core/host';

declare const adapter: FormAdapter;

export function Host() {
  return (
    <main className="host">
      <fin-app-switcher current="business" environment="test" onfin-app-switcher-select={(event) => event.detail.href.toUpperCase()} />
      <fin-form
        flow-id="chargeback"
        widget-mode
        adapter={adapter}
        onfin-form-complete={(event) => event.detail.flowId.toUpperCase()}
        onfin-form-error={(event) => event.detail.code}
        style={{ maxWidth: 536 }}
      />
      <fin-ticket ticket-id="t-1" variant="item" onfin-ticket-open={(event) => event.detail.ticketId} />
      <fin-chargeback transaction-id="tx-1" user-country="GB" />
      <fin-sso-button client-id="shop" redirect-uri="https://shop.example/return" mode="popup" timeout={2000} onfin-sso-success={(event) => event.detail.authCode} />
      <fin-tracker product="business" app-id="web" consent="true" respect-dnt />
      <fin-chat
        device-key="k"
        anonymous
        messages={{ 'fr-FR': { 'chat.send': 'Envoyer' } }}
        onfin-chat-link={(event) => (event.detail.kind === 'form' ? event.detail.formId : event.detail.key)}
      />
      {/* @ts-expect-error a property the element does not have (TypeScript never checks hyphenated names) */}
      <fin-form adaptor={adapter} />
      {/* @ts-expect-error a boolean attribute takes no number */}
      <fin-form widget-mode={5} />
      {/* @ts-expect-error the event's detail has no such field */}
      <fin-form onfin-form-complete={(event) => event.detail.nope} />
      {/* @ts-expect-error the adapter property is typed */}
      <fin-form adapter="not an adapter" />
      {/* @ts-expect-error consent is "true" or "false" */}
      <fin-tracker consent="maybe" />
      {/* @ts-expect-error messages are texts by locale */}
      <fin-chat messages={{ 'fr-FR': 'Envoyer' }} />
    </main>
  );
}
