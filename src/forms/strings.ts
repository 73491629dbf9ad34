/**
 * Texts of the form engine, verbatim from the spec where it gives them (§2, §4, §5, §8, §9): the
 * en-GB catalog, read through useStrings with the element's locale and the host's texts
 * (src/forms/ui/strings.tsx).
 */
import { defineCatalog } from '../shared/i18n';
import type { Translate } from '../shared/i18n';

const enGB = {
  notFoundTitle: 'Form not found',
  notFoundText: 'It seems this form does not exist or is closed.',
  noCameraTitle: 'No camera found',
  noCameraText: 'A camera is required to pass this form. Open it on a device with a camera.',
  loadFailed: 'Unable to load the form.',
  submitFailed: 'Unable to submit the form.',
  somethingWentWrong: 'Something went wrong',
  invalidValue: 'Invalid value',
  currencyEmpty: 'Currency should not be empty',
  currencyOptionsMissing: 'Currency options not found',
  cardPlaceholder: '#### #### #### ####',
  statusSuccessTitle: 'Thank you for your submission',
  statusErrorTitle: 'Something went wrong',
  statusErrorButton: 'Ok',
  statusExitTitle: "You've reached the end of the form",
  statusExitButton: 'Close form',
  starLow: 'Not at all likely',
  starHigh: 'Extremely likely',
  draftNotRestored: 'This form has changed since you last opened it, so your earlier answers could not be restored.',
  continue: 'Continue',
  cancel: 'Cancel',
  search: 'Search',
  tryAgain: 'Try again',
  /** The generic error block's button (§2, §8). */
  retry: 'Retry',
  optional: 'Optional',
  yes: 'Yes',
  no: 'No',
  other: 'Other',
  noneOfTheAbove: 'None of the above',
  back: 'Back',
  close: 'Close',
  dismiss: 'Dismiss',
  loading: 'Loading the form',
  currency: 'Currency',
  amount: 'Amount',
  countryCode: 'Country code',
  phoneNumber: 'Phone number',
  rating: 'Rating',
  stars: '{n} of 5',
  noResults: 'No result found',
  moreDetails: 'More details',
  /** §5 maxima of the pickers (the spec gives the rule, not the text). */
  transactionsAtMost: 'Select at most {max} transactions',
  entitiesAtMost: 'Select at most {max} options',
  cardsAtMost: 'Select at most {max} cards',
  /** §8 Entities summary fails. */
  entitiesSummaryFailed: 'Unable to load entities summary.',
  /** Empty listings (the default setup's stubbed helpers return nothing, §1, §7). */
  noTransactions: 'There are no transactions to choose from.',
  noEntities: 'There is nothing to choose from.',
  noCards: 'There are no cards to choose from.',
  noCountries: 'There are no countries to choose from.',
  /** §8 List load error: a retry cell under what was loaded. */
  listLoadFailed: "Couldn't load more.",
  selected: '{count} selected',
  transactions: 'Transactions',
  entities: 'Options',
  cards: 'Cards',
  country: 'Country',
  /** An input type whose view this build lacks: shown in its place, and a required one still blocks Continue. */
  cannotAnswerHere: "This question can't be answered here yet",
} as const;

export type FormStringKey = keyof typeof enGB;

/** The `forms` catalog: hosts override its texts as `forms.<key>` (`messages`, docs/loader.md). */
export const formStrings = defineCatalog<FormStringKey>('forms', enGB);

export type FormTranslate = Translate<FormStringKey>;
