/**
 * How a postal code is written in each delivery country the shop sells to, with one that is: a code of another
 * shape is refused before it is saved or handed to the checkout. A country not listed takes any code.
 */
const POSTAL_CODES: Readonly<Record<string, { pattern: RegExp; example: string }>> = {
  AT: { pattern: /^\d{4}$/, example: '1010' },
  DE: { pattern: /^\d{5}$/, example: '10115' },
  ES: { pattern: /^\d{5}$/, example: '28001' },
  FR: { pattern: /^\d{5}$/, example: '75001' },
  GB: { pattern: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i, example: 'SW1A 1AA' },
  ID: { pattern: /^\d{5}$/, example: '10110' },
  IT: { pattern: /^\d{5}$/, example: '00184' },
  NL: { pattern: /^\d{4} ?[A-Z]{2}$/i, example: '1012 AB' },
  PL: { pattern: /^\d{2}-\d{3}$/, example: '00-950' },
}

/** How `country` writes its postal codes, with one that is: none for a country not listed, which takes any code. */
export const postalCodeRuleOf = (country: string): { pattern: RegExp; example: string } | undefined => POSTAL_CODES[country.toUpperCase()]
