/**
 * Texts of the troubleshooter screens and topic selectors (§2.3, §9), loaded with their chunk.
 * Same namespace as the help centre's: hosts override them as `help-centre.<key>`.
 */
import { defineCatalog } from '../../../shared/i18n';

export const troubleshooterStrings = defineCatalog('help-centre', {
  /** §2.3 troubleshooters. */
  selectIssue: 'Select an issue',
  selectCard: 'Select a card to get help',
  aboutTransaction: 'Is your issue about this transaction?',
  aboutCard: 'Is your issue about this card?',
  yourCards: 'Your cards',
  recentTransactions: 'Recent transactions',
  transactions: 'Transactions',
  noTransactions: 'No transactions to show',
  noCards: 'No cards to show',
  noIssues: 'No issues to show',
  cardEnding: 'Card ending {last4}',
  seeAllPlain: 'See all',
  /** Ours: the next page of the transactions list. */
  showMore: 'Show more',
  /** §9 transaction types, by name. */
  'type.TRANSFER': 'Transfer',
  'type.TOPUP': 'Top-up',
  'type.TRADE': 'Trade',
  'type.EXCHANGE': 'Exchange',
  'type.FEE': 'Fee',
  'type.CARD_PAYMENT': 'Card payment',
  'type.CARD_REFUND': 'Card refund',
  'type.CASHBACK_REVERSAL': 'Cashback reversal',
  'type.CASHBACK': 'Cashback',
  'type.ATM': 'ATM withdrawal',
});
