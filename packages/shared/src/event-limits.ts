/** The event wizard's limits and messages, shared by the form and the server. */
export const ATTENDANCE_MIN = 1;
export const ATTENDANCE_MAX = 30;
export const MAX_GALLERY_IMAGES = 6;
/** Price inputs have a minimum of 1 (CAD); money travels and is stored in integer cents. */
export const MIN_PRICE_CENTS = 100;
/** A repeating event produces at most a year of dated occurrences. */
export const MAX_OCCURRENCES = 366;
export const EVENT_TYPES = ['public', 'private'] as const;
/** 'fhday' in event_duration: the trip is offered as a full or a half day, so each price row needs priceh. */
export const FULL_OR_HALF_DAY = 'fhday';

/** The wizard's texts as the product defines them, plus ours where it shows none. */
export const EVENT_MESSAGES = {
  priceForAll: 'Please specify the price for all persons.',
  addons: 'Please fill out all the Addons field.',
  donationTitle: 'Please fill out the title of the donations field.',
  donationNegative: 'The donation amount may not be negative.',
  waiverFile: 'Please upload a waiver file',
  waiverLink: 'Please enter a link to your waiver',
  waiverLinkHttps: 'The waiver link must start with https://',
  faq: 'Please fill out all the Question & Answer fields.',
  experience: 'Select at least one experience required.',
  name: 'The event name field is required.',
  category: 'Please choose a category from the list.',
  categoryAlias: 'Please type in the name of the category.',
  address: 'The address field is required.',
  latitudeRequired: 'The latitude is required.',
  longitudeRequired: 'The longitude is required.',
  latitude: 'The latitude must be between -90 and 90.',
  longitude: 'The longitude must be between -180 and 180.',
  otherLocation: 'Every other location needs an address, a latitude and a longitude.',
  attendanceRange: `The attendance must be between ${ATTENDANCE_MIN} and ${ATTENDANCE_MAX}.`,
  attendanceOrder: 'The minimum attendance must be less than the attendance limit.',
  startDateRequired: 'The start date is required.',
  endDateRequired: 'The end date is required.',
  date: 'The date must be a date (YYYY-MM-DD).',
  startDateInPast: 'The start date cannot be in the past.',
  dateOrder: 'The end date must be on or after the start date.',
  customDates: 'Choose at least one date for a custom repeat.',
  customDatesRange: 'Every chosen date must be between the start and end dates.',
  noOccurrence: 'The repeat rule gives no date between the start and end dates.',
  tooManyOccurrences: `A repeating event may have at most ${MAX_OCCURRENCES} dates.`,
  gallery: `You can upload at most ${MAX_GALLERY_IMAGES} images.`,
  link: 'The link must start with https://',
} as const;
