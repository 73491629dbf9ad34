/** How an agent is presented (§9): title labels, the star badge, the chatbot label, tenure. */
import { formatNumber } from '../../shared/i18n';
import { strings } from '../strings';
import type { AgentTitle } from './models';

export const agentTitleLabel = (title: AgentTitle): string => strings.defaults[`agentTitle.${title}`];

/** Expert, guru and moderator get a star badge. */
export const hasStarBadge = (title: AgentTitle | undefined): boolean => title === 'expert' || title === 'guru' || title === 'moderator';

const DURATION = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T.*)?$/;

/** Tenure in years, or in months when under a year (at least 1); undefined for a malformed duration. */
export function tenure(iso: string): { unit: 'years' | 'months'; value: number } | undefined {
  const match = DURATION.exec(iso);
  if (!match) return undefined;
  const [, years = '0', months = '0', weeks = '0', days = '0'] = match;
  const totalMonths = Number(years) * 12 + Number(months) + Math.floor((Number(weeks) * 7 + Number(days)) / 30);
  if (totalMonths >= 12) return { unit: 'years', value: Math.floor(totalMonths / 12) };
  return { unit: 'months', value: Math.max(1, totalMonths) };
}

/** Ratings and counts in compact form with at most 1 decimal (§9): 1284 → "1.3K" in en-US. */
export function compactCount(value: number, locale: string): string {
  return formatNumber(value, locale, { notation: 'compact', maximumFractionDigits: 1 });
}
