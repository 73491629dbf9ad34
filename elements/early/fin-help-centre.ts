/**
 * dist/elements/fin-help-centre.js: sends each help centre's landing requests (the FAQ tree, the
 * banners' incidents and review status, the requests, the chat decision) when it opens on its landing, then loads
 * the help centre (elements/fin-help-centre.ts).
 */
import { DEFAULT_BASE_PATH, FEATURE_SWITCHES, HELP_CENTRE_SCOPES, SCOPE_SEGMENTS } from '../../src/help-centre/constants';
import { getHostState } from '../../src/shared/host';
import type { HelpCentreScope } from '../../src/help-centre/constants';
import { landingRequests, normaliseBase } from '../../src/help-centre/core/first-requests';
import type { LandingRequestsInput } from '../../src/help-centre/core/first-requests';
import { loadImplementation } from './load';
import { configOf, identityOf, ownProperty, startFirstRequests, withIdentity } from './read';

/** Memory routing starts at the landing; history routing shows it at the base path itself. */
const opensOnLanding = (element: Element): boolean =>
  element.getAttribute('routing') === 'memory' || normaliseBase(location.pathname) === normaliseBase(element.getAttribute('base-path') ?? DEFAULT_BASE_PATH);

startFirstRequests('fin-help-centre', (element) => {
  const scope = (element.getAttribute('scope') ?? 'retail') as HelpCentreScope;
  if (!HELP_CENTRE_SCOPES.includes(scope) || !opensOnLanding(element)) return [];
  const { apiBase, locale } = configOf(element);
  const services = ownProperty(element, 'services') as LandingRequestsInput['services'];
  const chatButton = getHostState().config.features?.[FEATURE_SWITCHES.needMoreHelp] !== false;
  const treeApi = element.getAttribute('faq-tree') === 'faqs' ? 'faqs' : 'faq-tree';
  return withIdentity(identityOf(element, locale), (identity) => landingRequests({ apiBase, segment: SCOPE_SEGMENTS[scope], identity, services, chatButton, treeApi }));
});

export const { FinHelpCentreElement } = await loadImplementation<{ FinHelpCentreElement: CustomElementConstructor }>();
