/**
 * §2.3 troubleshooter routes, a lazy chunk: the transaction routes only with a transactions api,
 * the card routes only with a cards api (§6). A troubleshooter path of a supplied api without its id
 * or key goes to the landing page; any other path is not found. Malformed navigation state is the
 * error page.
 */
import { useLayoutEffect, useState } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { attempt } from '../../../shared/decode';
import { consoleLogger } from '../../../shared/logger';
import { useElement } from '../../../ui/element-context';
import { adoptStyles } from '../../../ui/sheets';
import { ROUTES } from '../../constants';
import { useHelpCentre } from '../context';
import { decodeTroubleshootState } from '../../core/navigation-state';
import { ErrorPage, NotFoundPage } from '../parts';
import { CardsPage, EntityPage, IssuePage, TransactionsPage } from './pages';
import { TroubleshootStateContext } from './state';
import { troubleshooterStyles } from './styles';

export default function TroubleshooterRoutes() {
  const { root } = useElement();
  useLayoutEffect(() => adoptStyles(root, troubleshooterStyles), [root]);
  const { services, readState } = useHelpCentre();
  // The page's navigation state, decoded once as it opens (each route is rendered anew): what
  // the browser's history gave back malformed is the error page, and one warning.
  const [state] = useState(() =>
    attempt(decodeTroubleshootState, readState(), 'history.state', (error) => consoleLogger.warn(`help centre: the page's navigation state is malformed: ${error.message}`)),
  );
  const transactions = Boolean(services.getTransactions);
  const cards = Boolean(services.getCards);
  if (!state) return <ErrorPage />;
  return (
    <TroubleshootStateContext.Provider value={state}>
      <Switch>
        {transactions && <Route path={ROUTES.transactions} component={TransactionsPage} />}
        {transactions && <Route path={ROUTES.transactionIssue}>{() => <IssuePage entityType="TRANSACTION" />}</Route>}
        {transactions && <Route path={ROUTES.transaction}>{() => <EntityPage entityType="TRANSACTION" />}</Route>}
        {cards && <Route path={ROUTES.cards} component={CardsPage} />}
        {cards && <Route path={ROUTES.cardIssue}>{() => <IssuePage entityType="CARD" />}</Route>}
        {cards && <Route path={ROUTES.card}>{() => <EntityPage entityType="CARD" />}</Route>}
        <Route>{() => <Missing transactions={transactions} cards={cards} />}</Route>
      </Switch>
    </TroubleshootStateContext.Provider>
  );
}

function Missing({ transactions, cards }: { transactions: boolean; cards: boolean }) {
  const [location] = useLocation();
  const incomplete = (transactions && location.startsWith('/troubleshoot/transaction')) || (cards && location.startsWith('/troubleshoot/card'));
  return incomplete ? <Redirect to={ROUTES.landing} replace /> : <NotFoundPage />;
}
