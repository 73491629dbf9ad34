import type { AppId } from './constants';

export const strings = {
  trigger: 'Switch app',
  menuTitle: 'Apps',
  current: 'Current app',
  testEnvironment: 'Test environment',
  apps: {
    banking: { label: 'Banking', description: 'Accounts, cards and payments' },
    business: { label: 'Business', description: 'Team spend, invoices and payroll' },
    investing: { label: 'Investing', description: 'Stocks, funds and savings' },
    'crypto-exchange': { label: 'Crypto exchange', description: 'Buy, sell and hold crypto' },
    people: { label: 'People', description: 'HR, time off and documents' },
    hiring: { label: 'Hiring', description: 'Jobs, candidates and offers' },
    'point-of-sale': { label: 'Point of sale', description: 'Take payments in person' },
  } satisfies Record<AppId, { label: string; description: string }>,
} as const;
