import { Button } from '../../ui/Button';
import { useElement } from '../../ui/element-context';
import { consoleLogger } from '../../shared/logger';
import { reportUsage } from '../../shared/usage';
import { SIGN_UP_FLOWS } from '../constants';
import type { SignInMode } from '../constants';
import type { SignInOptions } from '../core/client';
import type { SignInResult } from '../core/result';
import { strings } from '../strings';
import { useStrings } from '../../ui/useStrings';
import '../events';
import { useSsoButton } from './useSsoButton';

export interface SsoButtonProps {
  serviceUrl?: string;
  clientId?: string;
  redirectUri?: string;
  mode?: string;
  flow?: string;
  loginHint?: string;
  acrValues?: string;
  prompt?: string;
  uiColorScheme?: string;
  uiBackground?: string;
  /** Space- or comma-separated country codes. */
  countryCodes?: string;
  extraParams?: Record<string, string>;
  /** Hidden-frame timeout in ms. */
  timeout?: number;
  variant?: string;
}

const SCREEN = 'sso-button';

/** True when this page is the redirect return address (same origin and path). */
function isReturnPage(redirectUri: string | undefined): boolean {
  if (!redirectUri || !URL.canParse(redirectUri, location.href)) return false;
  const target = new URL(redirectUri, location.href);
  return target.origin === location.origin && target.pathname === location.pathname;
}

export function SsoButtonView(props: SsoButtonProps) {
  const { emit, config } = useElement();
  const t = useStrings(strings);
  const signUp = props.flow !== undefined && SIGN_UP_FLOWS.includes(props.flow);
  const [{ busy, error, invalid }, button] = useSsoButton(
    {
      onResult(result: SignInResult) {
        if (result.status === 'success') {
          emit('fin-sso-success', { authCode: result.authCode, codeVerifier: result.codeVerifier, state: result.state });
        } else {
          const { error: code, errorDescription, state } = result;
          emit('fin-sso-error', { error: code, errorDescription, state, message: t(`error.${code}`) });
        }
      },
      onInvalid(problem) {
        const message = `<fin-sso-button> ${problem}`;
        consoleLogger.error(message);
        emit('fin-error', { code: 'invalid_sign_in_options', message });
      },
    },
    isReturnPage(props.redirectUri),
  );

  const onClick = () => {
    // The props carry the options' own names; the rest are resolved here.
    const { timeout, countryCodes, variant: _variant, ...named } = props;
    const options: SignInOptions = {
      ...named,
      serviceUrl: props.serviceUrl ?? '',
      clientId: props.clientId ?? '',
      redirectUri: props.redirectUri ? new URL(props.redirectUri, location.href).href : '',
      mode: (props.mode ?? 'redirect') as SignInMode,
      uiLocales: config.locale,
      countryCodes: countryCodes?.split(/[\s,]+/),
      timeoutMs: timeout,
    };
    // The popup opens inside start(), still in this click: nothing may be awaited before it.
    button.start(options);
    reportUsage({ screen: SCREEN, action: 'click', context: { mode: options.mode, flow: options.flow } });
  };

  const message = invalid ? t('notConfigured') : error ? t(`error.${error}`) : '';
  return (
    <div className="sso" part="container">
      <Button
        variant={props.variant === 'secondary' ? 'secondary' : 'primary'}
        loading={busy}
        onClick={onClick}
        fullWidth
        aria-describedby={message ? 'error' : undefined}
      >
        {signUp ? t('signUp') : t('signIn')}
      </Button>
      <p id="error" className="error" part="error" role="alert">
        {message}
      </p>
    </div>
  );
}
