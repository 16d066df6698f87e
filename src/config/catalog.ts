/**
 * Option lists for the forms and labels for server values, typed against the generated contract enums:
 * the label maps are `Record<Enum, string>` and the ordered lists are checked for completeness, so a value
 * added to or removed from the contract breaks the build here instead of silently missing from a form.
 * Lists use `{ value, label }`, the item shape Chakra's createListCollection reads by default.
 */
import {
  AdvertiserRegistrationGender,
  AdvertiserRegistrationHowHeard,
  AgeRange,
  CountryCode,
  RegistrationPayloadGender,
} from '@generated/models';
import type { Niche, PaymentDetails, PaymentMethod, Platform, TaskAction } from '@generated/models';

export interface Option<T extends string = string> {
  readonly value: T;
  readonly label: string;
}

/** Type error (naming the missing values) unless the list holds every member of T. */
type Complete<T extends string, A extends readonly T[]> = [T] extends [A[number]]
  ? unknown
  : { readonly missingValues: Exclude<T, A[number]> };

/** Returns the list unchanged; checks at compile time that it names every member of T. */
const everyOf =
  <T extends string>() =>
  <const A extends readonly T[]>(values: A & Complete<T, A>): readonly T[] =>
    values;

const byLabel = (a: Option, b: Option): number => a.label.localeCompare(b.label, 'en');

function optionsOf<T extends string>(labels: Record<T, string>, order: readonly T[]): readonly Option<T>[] {
  return order.map((value) => ({ value, label: labels[value] }));
}

function sortedOptionsOf<T extends string>(labels: Record<T, string>): readonly Option<T>[] {
  return optionsOf(labels, Object.keys(labels) as T[])
    .slice()
    .sort(byLabel);
}

const hasKey = <T extends string>(record: Record<T, string>, value: unknown): value is T =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(record, value);

/** 'home_decor' → 'Home decor': a readable fallback for values the contract does not (yet) know. */
function humanise(value: string): string {
  const words = value.trim().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ');
  return words === '' ? '' : words.charAt(0).toUpperCase() + words.slice(1);
}

// ---------------------------------------------------------------------------------------------------------
// Countries (spec point 3)

export const COUNTRY_NAMES: Record<CountryCode, string> = {
  AF: 'Afghanistan',
  AL: 'Albania',
  DZ: 'Algeria',
  AU: 'Australia',
  AT: 'Austria',
  BE: 'Belgium',
  BR: 'Brazil',
  CA: 'Canada',
  CN: 'China',
  EG: 'Egypt',
  FR: 'France',
  DE: 'Germany',
  IN: 'India',
  IT: 'Italy',
  JP: 'Japan',
  KE: 'Kenya',
  MX: 'Mexico',
  NG: 'Nigeria',
  PK: 'Pakistan',
  RU: 'Russia',
  SA: 'Saudi Arabia',
  ZA: 'South Africa',
  ES: 'Spain',
  SE: 'Sweden',
  CH: 'Switzerland',
  TH: 'Thailand',
  TR: 'Turkey',
  AE: 'United Arab Emirates',
  GB: 'United Kingdom',
  US: 'United States',
};

/** The 30 countries the forms offer, sorted by English name; the value is the ISO 3166-1 alpha-2 code. */
export const COUNTRIES: readonly Option<CountryCode>[] = sortedOptionsOf(COUNTRY_NAMES);

export const DEFAULT_COUNTRY: CountryCode = CountryCode.NG;

export const isCountryCode = (value: unknown): value is CountryCode => hasKey(COUNTRY_NAMES, value);

/** English name of a country code; unknown codes are shown as given. */
export const countryName = (code: string): string => (isCountryCode(code) ? COUNTRY_NAMES[code] : code);

// ---------------------------------------------------------------------------------------------------------
// Age ranges and genders (spec point 3)

/** The 9 age ranges, youngest first (the spec's own overlaps, e.g. 45 in two ranges, are the contract's). */
export const AGE_RANGES: readonly Option<AgeRange>[] = everyOf<AgeRange>()([
  '16 - 20',
  '21 - 25',
  '26 - 30',
  '31 - 35',
  '36 - 40',
  '41 - 45',
  '45 - 50',
  '50 - 60',
  '61 and above',
]).map((value) => ({ value, label: value }));

export const DEFAULT_AGE_RANGE: AgeRange = AgeRange['16_-_20'];

const USER_GENDER_LABELS: Record<RegistrationPayloadGender, string> = { Male: 'Male', Female: 'Female' };

/** Cliquer registration genders (the server spells them capitalised). */
export const USER_GENDERS: readonly Option<RegistrationPayloadGender>[] = optionsOf(USER_GENDER_LABELS, [
  RegistrationPayloadGender.Male,
  RegistrationPayloadGender.Female,
]);

export const DEFAULT_USER_GENDER: RegistrationPayloadGender = RegistrationPayloadGender.Male;

const ADVERTISER_GENDER_LABELS: Record<AdvertiserRegistrationGender, string> = { male: 'Male', female: 'Female' };

/** Advertiser registration genders (the server spells them in lower case). */
export const ADVERTISER_GENDERS: readonly Option<AdvertiserRegistrationGender>[] = optionsOf(ADVERTISER_GENDER_LABELS, [
  AdvertiserRegistrationGender.male,
  AdvertiserRegistrationGender.female,
]);

// ---------------------------------------------------------------------------------------------------------
// Niches (spec point 3)

export const NICHE_LABELS: Record<Niche, string> = {
  animals: 'Animals',
  anime: 'Anime',
  architecture: 'Architecture',
  art: 'Art',
  astrology: 'Astrology',
  automotiv: 'Automotive',
  aviation: 'Aviation',
  baking: 'Baking',
  basketball: 'Basketball',
  beauty: 'Beauty',
  books: 'Books',
  business: 'Business',
  celebrities: 'Celebrities',
  coding: 'Coding',
  comedy: 'Comedy',
  cooking: 'Cooking',
  cricket: 'Cricket',
  crypto: 'Crypto',
  cycling: 'Cycling',
  dance: 'Dance',
  design: 'Design',
  diy: 'DIY',
  documentaries: 'Documentaries',
  education: 'Education',
  entrepreneurship: 'Entrepreneurship',
  environment: 'Environment',
  esports: 'Esports',
  family: 'Family',
  fantasy: 'Fantasy',
  fashion: 'Fashion',
  film: 'Film',
  finance: 'Finance',
  fitness: 'Fitness',
  food: 'Food',
  football: 'Football',
  gaming: 'Gaming',
  gardening: 'Gardening',
  golf: 'Golf',
  health: 'Health',
  hiking: 'Hiking',
  history: 'History',
  home_decor: 'Home decor',
  horror: 'Horror',
  investing: 'Investing',
  languages: 'Languages',
  lifestyle: 'Lifestyle',
  makeup: 'Makeup',
  marketing: 'Marketing',
  martial_arts: 'Martial arts',
  meditation: 'Meditation',
  memes: 'Memes',
  motivation: 'Motivation',
  music: 'Music',
  nature: 'Nature',
  news: 'News',
  parenting: 'Parenting',
  pets: 'Pets',
  photography: 'Photography',
  podcasts: 'Podcasts',
  poetry: 'Poetry',
  politics: 'Politics',
  real_estate: 'Real estate',
  relationships: 'Relationships',
  religion: 'Religion',
  science: 'Science',
  skincare: 'Skincare',
  spirituality: 'Spirituality',
  sports: 'Sports',
  startups: 'Startups',
  tech: 'Tech',
  tennis: 'Tennis',
  travel: 'Travel',
  true_crime: 'True crime',
  tv_shows: 'TV shows',
  wellness: 'Wellness',
  writing: 'Writing',
  yoga: 'Yoga',
};

/** Every niche of the contract with a readable label, sorted by label. */
export const NICHES: readonly Option<Niche>[] = sortedOptionsOf(NICHE_LABELS);

export const isNiche = (value: unknown): value is Niche => hasKey(NICHE_LABELS, value);

/** Readable label of a niche key; keys the contract does not know are humanised ('new_thing' → 'New thing'). */
export const nicheLabel = (value: string): string => (isNiche(value) ? NICHE_LABELS[value] : humanise(value));

// ---------------------------------------------------------------------------------------------------------
// Payment methods (spec point 3)

export interface PaymentField<K extends string = string> {
  readonly key: K;
  readonly label: string;
}

/** The detail fields of one method, keyed as the contract's PaymentDetails spells them. */
type FieldsOf<M extends PaymentMethod> = readonly PaymentField<keyof NonNullable<PaymentDetails[M]> & string>[];

export type PaymentMethodOption = {
  [M in PaymentMethod]: { readonly value: M; readonly label: string; readonly fields: FieldsOf<M> };
}[PaymentMethod];

const PAYMENT_METHOD_CATALOG: {
  readonly [M in PaymentMethod]: { readonly label: string; readonly fields: FieldsOf<M> };
} = {
  bank_transfer: {
    label: 'Bank transfer',
    fields: [
      { key: 'bank_name', label: 'Bank name' },
      { key: 'account_number', label: 'Account number' },
      { key: 'account_name', label: 'Account name' },
    ],
  },
  crypto_currency: {
    label: 'Crypto currency',
    fields: [
      { key: 'wallet_address', label: 'Wallet address' },
      { key: 'currency', label: 'Currency' },
    ],
  },
  mobile_money: {
    label: 'Mobile money',
    fields: [{ key: 'phone_number', label: 'Phone number' }],
  },
};

/** The payment methods with their detail fields, in the spec's order. */
export const PAYMENT_METHODS: readonly PaymentMethodOption[] = (
  Object.keys(PAYMENT_METHOD_CATALOG) as PaymentMethod[]
).map((value) => ({ value, ...PAYMENT_METHOD_CATALOG[value] }) as PaymentMethodOption);

export const isPaymentMethod = (value: unknown): value is PaymentMethod =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(PAYMENT_METHOD_CATALOG, value);

export const paymentMethodLabel = (value: string): string =>
  isPaymentMethod(value) ? PAYMENT_METHOD_CATALOG[value].label : humanise(value);

// ---------------------------------------------------------------------------------------------------------
// Advertiser registration: how did you hear about us (spec point 5)

export const HOW_HEARD: readonly Option<AdvertiserRegistrationHowHeard>[] = everyOf<AdvertiserRegistrationHowHeard>()([
  AdvertiserRegistrationHowHeard.Social_Media,
  AdvertiserRegistrationHowHeard.Search_Engine,
  AdvertiserRegistrationHowHeard.Friend_or_Colleague,
  AdvertiserRegistrationHowHeard.Online_Advertisement,
  AdvertiserRegistrationHowHeard.Blog_or_Publication,
  AdvertiserRegistrationHowHeard.Email,
  AdvertiserRegistrationHowHeard.Other,
]).map((value) => ({ value, label: value }));

// ---------------------------------------------------------------------------------------------------------
// Contact form 'I am a' (spec point 2); no call is made, so there is no contract enum.

export type ContactRole = 'user' | 'advertiser' | 'other';

export const CONTACT_ROLES: readonly Option<ContactRole>[] = [
  { value: 'user', label: 'User' },
  { value: 'advertiser', label: 'Advertiser' },
  { value: 'other', label: 'Other' },
];

// ---------------------------------------------------------------------------------------------------------
// Platforms and task actions (spec points 1, 2 and 9)

/** Display names of platforms; tasks may say x or twitter for the same one. */
export const PLATFORM_LABELS: Record<Platform, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  x: 'X (Twitter)',
  twitter: 'X (Twitter)',
  tiktok: 'TikTok',
};

export const isPlatform = (value: unknown): value is Platform => hasKey(PLATFORM_LABELS, value);

/** What a record says of a server value, looked up case-insensitively; `otherwise` for a value it does not list. */
function lookUp<T extends string>(
  record: Record<T, string>,
  value: string,
  otherwise: (value: string) => string,
): string {
  const key = value.trim().toLowerCase();
  return hasKey(record, key) ? record[key] : otherwise(value);
}

/** Display name of a platform, case-insensitively; unknown ones are humanised. */
export const platformLabel = (value: string): string => lookUp(PLATFORM_LABELS, value, humanise);

export const TASK_ACTION_LABELS: Record<TaskAction, string> = {
  follow: 'Follow',
  like: 'Like',
  comment: 'Comment',
};

/** Chakra colour palettes of the task types (spec point 9: follow, like, comment have their own colours). */
export const TASK_ACTION_COLORS: Record<TaskAction, string> = {
  follow: 'blue',
  like: 'pink',
  comment: 'purple',
};

export const isTaskAction = (value: unknown): value is TaskAction => hasKey(TASK_ACTION_LABELS, value);

/** Display name of a task action, case-insensitively; one the contract does not list yet is shown as it came. */
export const taskActionLabel = (value: string): string => lookUp(TASK_ACTION_LABELS, value, (asItCame) => asItCame);

/**
 * A task type's name, for the advertiser's choice and the admin's list alike: the server's `task_type` when it has
 * one, else its platform and action ('X (Twitter) like'), each named as above.
 */
export function taskTypeName(type: { task_type?: string; media: string; action: string }): string {
  const name = type.task_type?.trim();
  return name ? name : `${platformLabel(type.media)} ${taskActionLabel(type.action).toLowerCase()}`;
}

/** Palette for a task action; anything else gets 'gray'. */
export const taskActionColor = (value: string): string => lookUp(TASK_ACTION_COLORS, value, () => 'gray');
