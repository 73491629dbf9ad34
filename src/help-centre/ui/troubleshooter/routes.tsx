/**
 * §2.3 troubleshooter routes, a lazy chunk: the transaction routes only with a transactions api,
 * the card routes only with a cards api (§6). A troubleshooter path of a supplied api without its id
 * or key goes to the landing page; any other path is not found.
 */
import { useLayoutEffect } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { useElement } from '../../../ui/element-context';
import { adoptStyles } from '../../../ui/sheets';
import { ROUTES } from '../../constants';
import { useHelpCentre } from '../context';
import { NotFoundPage } from '../parts';
import { CardsPage, EntityPage, IssuePage, TransactionsPage } from './pages';
import { troubleshooterStyles } from './styles';

export default function TroubleshooterRoutes() {
  const { root } = useElement();
  useLayoutEffect(() => adoptStyles(root, troubleshooterStyles), [root]);
  const { services } = useHelpCentre();
  const transactions = Boolean(services.getTransactions);
  const cards = Boolean(services.getCards);
  return (
    <Switch>
      {transactions && <Route path={ROUTES.transactions} component={TransactionsPage} />}
      {transactions && <Route path={ROUTES.transactionIssue}>{() => <IssuePage entityType="TRANSACTION" />}</Route>}
      {transactions && <Route path={ROUTES.transaction}>{() => <EntityPage entityType="TRANSACTION" />}</Route>}
      {cards && <Route path={ROUTES.cards} component={CardsPage} />}
      {cards && <Route path={ROUTES.cardIssue}>{() => <IssuePage entityType="CARD" />}</Route>}
      {cards && <Route path={ROUTES.card}>{() => <EntityPage entityType="CARD" />}</Route>}
      <Route>{() => <Missing transactions={transactions} cards={cards} />}</Route>
    </Switch>
  );
}

function Missing({ transactions, cards }: { transactions: boolean; cards: boolean }) {
  const [location] = useLocation();
  const incomplete = (transactions && location.startsWith('/troubleshoot/transaction')) || (cards && location.startsWith('/troubleshoot/card'));
  return incomplete ? <Redirect to={ROUTES.landing} replace /> : <NotFoundPage />;
}
