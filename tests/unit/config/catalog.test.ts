import {
  AdvertiserRegistrationGender,
  AdvertiserRegistrationHowHeard,
  AgeRange,
  CountryCode,
  Niche,
  PaymentMethod,
  Platform,
  RegistrationPayloadGender,
  TaskAction,
} from '@generated/models';
import { describe, expect, it } from 'vitest';

import {
  ADVERTISER_GENDERS,
  AGE_RANGES,
  CONTACT_ROLES,
  COUNTRIES,
  COUNTRY_NAMES,
  DEFAULT_AGE_RANGE,
  DEFAULT_COUNTRY,
  DEFAULT_USER_GENDER,
  HOW_HEARD,
  NICHES,
  NICHE_LABELS,
  PAYMENT_METHODS,
  PLATFORM_LABELS,
  TASK_ACTION_COLORS,
  TASK_ACTION_LABELS,
  USER_GENDERS,
  countryName,
  isCountryCode,
  isNiche,
  isPaymentMethod,
  isPlatform,
  isTaskAction,
  nicheLabel,
  paymentMethodLabel,
  platformLabel,
  taskActionColor,
  taskActionLabel,
  taskTypeName,
} from '@/config/catalog';

const values = (options: readonly { value: string }[]) => options.map((option) => option.value);
const labels = (options: readonly { label: string }[]) => options.map((option) => option.label);
const sortedCopy = (list: readonly string[]) => [...list].sort((a, b) => a.localeCompare(b, 'en'));

/** One test per [value, label]: the option list shows `label` for `value`, and `labelOf(value)` gives it too. */
function itLabels(
  options: readonly { value: string; label: string }[],
  labelOf: (value: string) => string,
  cases: [value: string, label: string][],
) {
  it.each(cases)('labels %s as %s', (value, label) => {
    expect(options.find((option) => option.value === value)?.label).toBe(label);
    expect(labelOf(value)).toBe(label);
  });
}

describe('countries', () => {
  const SPEC_COUNTRIES = [
    'Afghanistan',
    'Albania',
    'Algeria',
    'Australia',
    'Austria',
    'Belgium',
    'Brazil',
    'Canada',
    'China',
    'Egypt',
    'France',
    'Germany',
    'India',
    'Italy',
    'Japan',
    'Kenya',
    'Mexico',
    'Nigeria',
    'Pakistan',
    'Russia',
    'Saudi Arabia',
    'South Africa',
    'Spain',
    'Sweden',
    'Switzerland',
    'Thailand',
    'Turkey',
    'United Arab Emirates',
    'United Kingdom',
    'United States',
  ];

  it('offers the 30 countries of the spec, sorted by name', () => {
    expect(COUNTRIES).toHaveLength(30);
    expect(labels(COUNTRIES)).toEqual(SPEC_COUNTRIES);
  });

  it('uses exactly the codes of the CountryCode enum, each once', () => {
    expect(new Set(values(COUNTRIES)).size).toBe(30);
    expect(sortedCopy(values(COUNTRIES))).toEqual(sortedCopy(Object.values(CountryCode)));
  });

  itLabels(COUNTRIES, countryName, [
    ['NG', 'Nigeria'],
    ['DZ', 'Algeria'],
    ['DE', 'Germany'],
    ['ZA', 'South Africa'],
    ['CH', 'Switzerland'],
    ['AE', 'United Arab Emirates'],
    ['GB', 'United Kingdom'],
    ['US', 'United States'],
  ]);

  it('has unique names', () => {
    expect(new Set(Object.values(COUNTRY_NAMES)).size).toBe(30);
  });

  it('defaults to Nigeria, one of the options', () => {
    expect(DEFAULT_COUNTRY).toBe('NG');
    expect(values(COUNTRIES)).toContain(DEFAULT_COUNTRY);
  });

  it('recognises codes and shows unknown ones as given', () => {
    expect(isCountryCode('KE')).toBe(true);
    expect(isCountryCode('ke')).toBe(false);
    expect(isCountryCode('XX')).toBe(false);
    expect(isCountryCode('toString')).toBe(false);
    expect(isCountryCode(1)).toBe(false);
    expect(countryName('XX')).toBe('XX');
  });
});

describe('age ranges', () => {
  it('offers the 9 ranges of the spec in order', () => {
    expect(values(AGE_RANGES)).toEqual([
      '16 - 20',
      '21 - 25',
      '26 - 30',
      '31 - 35',
      '36 - 40',
      '41 - 45',
      '45 - 50',
      '50 - 60',
      '61 and above',
    ]);
    expect(labels(AGE_RANGES)).toEqual(values(AGE_RANGES));
  });

  it('covers the AgeRange enum exactly', () => {
    expect(sortedCopy(values(AGE_RANGES))).toEqual(sortedCopy(Object.values(AgeRange)));
  });

  it("defaults to '16 - 20'", () => {
    expect(DEFAULT_AGE_RANGE).toBe('16 - 20');
    expect(values(AGE_RANGES)).toContain(DEFAULT_AGE_RANGE);
  });
});

describe('genders', () => {
  it('offers Male and Female to Cliquers, Male by default', () => {
    expect(USER_GENDERS).toEqual([
      { value: 'Male', label: 'Male' },
      { value: 'Female', label: 'Female' },
    ]);
    expect(sortedCopy(values(USER_GENDERS))).toEqual(sortedCopy(Object.values(RegistrationPayloadGender)));
    expect(DEFAULT_USER_GENDER).toBe('Male');
  });

  it('offers lower-case values with readable labels to advertisers', () => {
    expect(ADVERTISER_GENDERS).toEqual([
      { value: 'male', label: 'Male' },
      { value: 'female', label: 'Female' },
    ]);
    expect(sortedCopy(values(ADVERTISER_GENDERS))).toEqual(sortedCopy(Object.values(AdvertiserRegistrationGender)));
  });
});

describe('niches', () => {
  it('covers the Niche enum exactly, each once', () => {
    expect(NICHES).toHaveLength(Object.values(Niche).length);
    expect(sortedCopy(values(NICHES))).toEqual(sortedCopy(Object.values(Niche)));
    expect(sortedCopy(Object.keys(NICHE_LABELS))).toEqual(sortedCopy(Object.values(Niche)));
  });

  it('has about 77 values, as the spec says', () => {
    expect(NICHES.length).toBe(77);
  });

  it('has unique, non-empty labels', () => {
    const all = labels(NICHES);
    expect(new Set(all).size).toBe(all.length);
    for (const label of all) expect(label.trim()).not.toBe('');
  });

  it('labels never show the raw key spelling', () => {
    for (const { label } of NICHES) {
      expect(label).not.toMatch(/_/);
      expect(label.charAt(0)).toBe(label.charAt(0).toUpperCase());
    }
  });

  it('is sorted by label', () => {
    expect(labels(NICHES)).toEqual(sortedCopy(labels(NICHES)));
  });

  itLabels(NICHES, nicheLabel, [
    ['automotiv', 'Automotive'],
    ['true_crime', 'True crime'],
    ['diy', 'DIY'],
    ['home_decor', 'Home decor'],
    ['tv_shows', 'TV shows'],
    ['esports', 'Esports'],
    ['martial_arts', 'Martial arts'],
    ['real_estate', 'Real estate'],
    ['animals', 'Animals'],
  ]);

  it('humanises niches the contract does not know', () => {
    expect(isNiche('new_thing')).toBe(false);
    expect(nicheLabel('new_thing')).toBe('New thing');
    expect(nicheLabel('')).toBe('');
    expect(isNiche('gaming')).toBe(true);
    expect(isNiche('constructor')).toBe(false);
  });
});

describe('payment methods', () => {
  it('offers the three methods with their fields, in order', () => {
    expect(PAYMENT_METHODS).toEqual([
      {
        value: 'bank_transfer',
        label: 'Bank transfer',
        fields: [
          { key: 'bank_name', label: 'Bank name' },
          { key: 'account_number', label: 'Account number' },
          { key: 'account_name', label: 'Account name' },
        ],
      },
      {
        value: 'crypto_currency',
        label: 'Crypto currency',
        fields: [
          { key: 'wallet_address', label: 'Wallet address' },
          { key: 'currency', label: 'Currency' },
        ],
      },
      { value: 'mobile_money', label: 'Mobile money', fields: [{ key: 'phone_number', label: 'Phone number' }] },
    ]);
  });

  it('covers the PaymentMethod enum exactly', () => {
    expect(sortedCopy(values(PAYMENT_METHODS))).toEqual(sortedCopy(Object.values(PaymentMethod)));
  });

  it('labels methods and humanises unknown ones', () => {
    expect(paymentMethodLabel('mobile_money')).toBe('Mobile money');
    expect(paymentMethodLabel('paypal_wallet')).toBe('Paypal wallet');
    expect(isPaymentMethod('crypto_currency')).toBe(true);
    expect(isPaymentMethod('cash')).toBe(false);
    expect(isPaymentMethod('hasOwnProperty')).toBe(false);
  });
});

describe('how heard', () => {
  it('offers the seven options of the spec in order', () => {
    expect(values(HOW_HEARD)).toEqual([
      'Social Media',
      'Search Engine',
      'Friend or Colleague',
      'Online Advertisement',
      'Blog or Publication',
      'Email',
      'Other',
    ]);
    expect(labels(HOW_HEARD)).toEqual(values(HOW_HEARD));
    expect(sortedCopy(values(HOW_HEARD))).toEqual(sortedCopy(Object.values(AdvertiserRegistrationHowHeard)));
  });
});

describe('contact roles', () => {
  it("offers user, advertiser and other for 'I am a'", () => {
    expect(values(CONTACT_ROLES)).toEqual(['user', 'advertiser', 'other']);
    expect(labels(CONTACT_ROLES)).toEqual(['User', 'Advertiser', 'Other']);
  });
});

describe('platforms', () => {
  it('labels every platform of the contract', () => {
    expect(sortedCopy(Object.keys(PLATFORM_LABELS))).toEqual(sortedCopy(Object.values(Platform)));
    expect(PLATFORM_LABELS).toEqual({
      instagram: 'Instagram',
      facebook: 'Facebook',
      youtube: 'YouTube',
      x: 'X (Twitter)',
      twitter: 'X (Twitter)',
      tiktok: 'TikTok',
    });
  });

  it('looks labels up case-insensitively and humanises unknown platforms', () => {
    expect(platformLabel('Twitter')).toBe('X (Twitter)');
    expect(platformLabel(' YOUTUBE ')).toBe('YouTube');
    expect(platformLabel('snapchat')).toBe('Snapchat');
    expect(isPlatform('x')).toBe(true);
    expect(isPlatform('X')).toBe(false);
  });
});

describe('task actions', () => {
  it('labels and colours every action of the contract', () => {
    const actions = sortedCopy(Object.values(TaskAction));
    expect(sortedCopy(Object.keys(TASK_ACTION_LABELS))).toEqual(actions);
    expect(sortedCopy(Object.keys(TASK_ACTION_COLORS))).toEqual(actions);
    expect(TASK_ACTION_LABELS).toEqual({ follow: 'Follow', like: 'Like', comment: 'Comment' });
  });

  it('gives each action its own Chakra palette', () => {
    const palettes = Object.values(TASK_ACTION_COLORS);
    expect(new Set(palettes).size).toBe(palettes.length);
    expect(TASK_ACTION_COLORS).toEqual({ follow: 'blue', like: 'pink', comment: 'purple' });
  });

  it('falls back to gray for unknown actions', () => {
    expect(taskActionColor('Like')).toBe('pink');
    expect(taskActionColor('share')).toBe('gray');
    expect(isTaskAction('comment')).toBe(true);
    expect(isTaskAction('share')).toBe(false);
  });
});

describe('task type names', () => {
  it('labels actions case-insensitively and shows one the contract does not list as it came', () => {
    expect(taskActionLabel(' Follow ')).toBe('Follow');
    expect(taskActionLabel('share')).toBe('share');
  });

  it("is the server's task_type, trimmed, when it has one", () => {
    expect(taskTypeName({ task_type: '  Glow follow ', media: 'instagram', action: 'follow' })).toBe('Glow follow');
  });

  it('is the platform and the action, by the one rule of the advertiser and the admin, when it has none', () => {
    expect(taskTypeName({ media: 'instagram', action: 'follow' })).toBe('Instagram follow');
    expect(taskTypeName({ task_type: '   ', media: 'x', action: 'like' })).toBe('X (Twitter) like');
    expect(taskTypeName({ task_type: '', media: 'twitter', action: 'Comment' })).toBe('X (Twitter) comment');
    // Values the contract does not list yet: the platform humanised, the action as it came.
    expect(taskTypeName({ media: 'new_platform', action: 'Share' })).toBe('New platform share');
  });
});
