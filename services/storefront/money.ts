import { pattern, string, type, type Infer } from 'superstruct'
import { CURRENCY_CODE, moneyOf, type Money } from '../../domain/money.ts'

/** The storefront API's `MoneyV2`: a decimal string and the ISO 4217 code of its currency, kept together. */
export const MoneyV2 = type({ amount: string(), currencyCode: pattern(string(), CURRENCY_CODE) })

export const moneyOfReply = (money: Infer<typeof MoneyV2>): Money => moneyOf(Number(money.amount), money.currencyCode)
