/** Texts of the tracker, verbatim from the spec (forms-tickets-tracker.md §5 "Tracker", §8, §9). */
export const strings = {
  actionMissing: 'action field is missing',
  screenMissing: 'screen field is missing',
  sendFailed: "Couldn't record the event",
  exceedsSizeLimit: '... <Exceeds size limit>',
} as const;
