/** Cards, transactions and troubleshooter issues for the fake services. */
import type { Card, Transaction, TroubleshooterItem } from '../../../src/help-centre/core/troubleshooter';

export const CARDS: Card[] = [
  { id: 'card-1', name: 'Everyday card', last4: '4242' },
  { id: 'card-2', name: 'Travel card', last4: '1881' },
  { id: 'card-3', name: 'Virtual card', last4: '0005' },
  { id: 'card-4', name: 'Old card', last4: '9999' },
];

export const TRANSACTIONS: Transaction[] = [
  { id: 'tx-1', createdDate: '2026-11-20T09:30:00Z', title: 'Payment to Acme Ltd', type: 'TRANSFER', amount: -120.5, currency: 'EUR' },
  { id: 'tx-2', createdDate: '2026-11-22T14:00:00Z', title: 'Top-up', type: 'TOPUP', amount: 500, currency: 'EUR' },
  { id: 'tx-3', createdDate: '2026-11-22T08:15:00Z', title: 'Payment to Bolt', type: 'TRANSFER', amount: -12, currency: 'EUR' },
  { id: 'tx-4', createdDate: '2026-11-18T10:00:00Z', title: 'Rent', type: 'TRANSFER', amount: -900, currency: 'EUR' },
];

export const ISSUES: TroubleshooterItem[] = [
  {
    key: 'not-arrived',
    title: 'The money has not arrived',
    subtitle: 'Transfers can take up to 2 working days',
    content: 'Most transfers arrive within minutes. Some banks take longer.',
    image: 'https://assets.example.test/issues/not-arrived.svg',
    subContents: {
      style: 'NUMBERED',
      items: [
        { key: 's1', title: 'Check the details', content: 'Make sure the IBAN is right.' },
        { key: 's2', title: 'Wait a day', content: 'Weekends and holidays add time.', action: { kind: 'link', label: 'See status', link: 'https://status.example.com' } },
      ],
    },
    actions: [{ kind: 'form', formId: 'transfer-trace', title: 'Trace this transfer', params: {} }],
    help: { hyperlink: 'finapp://faq?key=late', key: 'late', title: 'More about late transfers' },
  },
  { key: 'wrong-amount', title: 'The amount is wrong', content: 'Check the exchange rate.', subContents: { style: 'PLAIN', items: [{ key: 'p1', title: 'Fees may apply' }] }, actions: [] },
];
