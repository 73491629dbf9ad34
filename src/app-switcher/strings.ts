/**
 * Texts of <fin-app-switcher> as en-GB defaults: views read them with useStrings(strings), hosts
 * override them as `app-switcher.<key>` (docs/loader.md "messages").
 */
import { defineCatalog } from '../shared/i18n';
import type { AppId } from './constants';

const apps = {
  'app.banking.label': 'Banking',
  'app.banking.description': 'Accounts, cards and payments',
  'app.business.label': 'Business',
  'app.business.description': 'Team spend, invoices and payroll',
  'app.investing.label': 'Investing',
  'app.investing.description': 'Stocks, funds and savings',
  'app.crypto-exchange.label': 'Crypto exchange',
  'app.crypto-exchange.description': 'Buy, sell and hold crypto',
  'app.people.label': 'People',
  'app.people.description': 'HR, time off and documents',
  'app.hiring.label': 'Hiring',
  'app.hiring.description': 'Jobs, candidates and offers',
  'app.point-of-sale.label': 'Point of sale',
  'app.point-of-sale.description': 'Take payments in person',
} satisfies Record<`app.${AppId}.${'label' | 'description'}`, string>;

export const strings = defineCatalog('app-switcher', {
  trigger: 'Switch app',
  menuTitle: 'Apps',
  current: 'Current app',
  testEnvironment: 'Test environment',
  ...apps,
});
