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
  /** The flow request reached a web page instead of the forms service: api-base is wrong (the spec gives no text). */
  notFormsApi: 'Unable to load the form: this page is not connected to the forms service (check api-base).',
  submitFailed: 'Unable to submit the form.',
  somethingWentWrong: 'Something went wrong',
  invalidValue: 'Invalid value',
  /** A required item left empty on Continue (the spec gives no text; the address's 'Required field' when the item has no label). */
  requiredNamed: '{label} is required',
  requiredField: 'Required field',
  /** Title of the error summary at the top of a view after a refused Continue (the GOV.UK pattern). */
  errorSummaryTitle: 'There is a problem',
  timeInvalid: 'Enter a time as hh:mm, from 00:00 to 23:59',
  cardInvalid: 'Enter a valid 16-digit card number',
  phoneInvalid: 'Enter a phone number of 5 to 11 digits',
  /** A pick past a picker's maxSelected / maxSelectedOptions (the spec gives no text). */
  limitReached: 'You can choose at most {max}. Deselect one to choose another.',
  /** A pasted international number whose country code the item does not offer (not in the spec). */
  phoneCodeNotOffered: '{code} is not a country code you can choose here. Choose the country, then enter the number without its code.',
  otherEmpty: "Describe your answer for 'Other'",
  dateInvalid: 'Enter a real date',
  currencyEmpty: 'Currency should not be empty',
  currencyOptionsMissing: 'Currency options not found',
  /** Address (§2, §5, §8, §9 Default labels). The two special-character texts are the spec's, unused as it says. */
  addressLine1TooLong: 'Address line 1 cannot be longer than 50 characters',
  addressLine2TooLong: 'Address line 2 cannot be longer than 50 characters',
  cityTooLong: 'City cannot be longer than 50 characters',
  streetSpecialCharacters: 'Street address cannot contain special characters',
  citySpecialCharacters: 'City cannot contain special characters',
  stateNotSupported: 'State {code} is not supported. Please provide another address',
  addressSearchHint: 'Search results will appear here',
  addressNotHere: 'My address is not here',
  enterManually: 'Enter the address manually',
  country: 'Country',
  city: 'City',
  region: 'Region',
  postalCode: 'Postal code',
  streetLine1: 'Street line 1',
  streetLine2: 'Street line 2',
  /** Not in the spec: the address texts it leaves open (docs/elements/fin-form.md). */
  fieldError: '{field}: {message}',
  regionNotCanadian: 'Enter a Canadian province or territory, such as ON or Ontario',
  addAddress: 'Add an address',
  changeAddress: 'Change',
  addressDialogTitle: 'Your address',
  addressSearch: 'Search by street or postcode',
  addressSearchPostcode: 'Search by postcode',
  addressSearching: 'Looking up addresses',
  addressResults: 'Addresses',
  addressChildren: '{count} addresses',
  backToResults: 'Back to results',
  useAddress: 'Use this address',
  selectState: 'Select a state',
  statesLoadFailed: 'The list of states could not be loaded.',
  addressIneligibleTitle: 'We cannot accept this address',
  chooseCountryFirst: 'Choose a country first',
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
  /** Under the title of the ERROR / EXIT dialog that ended the flow (the spec gives no text). */
  flowEnded: 'This form has ended.',
  startAgain: 'Start again',
  /** The file list's status and the media items' messages (§8); the media chunk's own texts are in media-strings.ts. */
  uploading: 'Uploading',
  unableToUpload: 'Unable to upload file.',
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
  /** A search that matched nothing (issue 46): said so, with a way to clear it. */
  noTransactionsMatch: 'No transactions match “{query}”.',
  clearSearch: 'Clear search',
  /** §8 List load error: a retry cell under what was loaded. */
  listLoadFailed: "Couldn't load more.",
  selected: '{count} selected',
  transactions: 'Transactions',
  entities: 'Options',
  cards: 'Cards',
  /** The prompt of an empty country or currency button when the item has no placeholder. */
  chooseCountry: 'Choose a country',
  chooseCurrency: 'Choose a currency',
} as const;

export type FormStringKey = keyof typeof enGB;

/** The `forms` catalog: hosts override its texts as `forms.<key>` (`messages`, docs/loader.md). */
export const formStrings = defineCatalog<FormStringKey>('forms', enGB);

export type FormTranslate = Translate<FormStringKey>;
