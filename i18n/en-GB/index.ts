import type { Translation } from '../i18n-types.ts'
import en from '../en/index.ts'

/** English for the UK edition: the global English texts with British usage where it differs. */
const en_GB: Translation = {
	...en,
	// Texts with arguments are repeated: the type of a spread string cannot prove it keeps its arguments.
	SEARCH_RESULT_FOR: 'Your search result for: "{term}"',
	PRODUCT_COUNT: '{count} product{{s}}',
	PURCHASE_LIMIT: 'maximum {n} items per household',
	CART_ITEMS: '{count} item{{s}}',
	ACCOUNT_WELCOME: 'Welcome, {name}',
	PASSWORD_LENGTH: 'The password must be at least {min} characters long',
	RESET_EMAIL_SENT: 'If an account exists for {email}, we have sent an e-mail with a link to reset your password.',
	CART: 'Basket',
	CART_EMPTY: 'Your basket is empty',
	CART_VIEW: 'View basket',
	ADD_TO_CART: 'Add to basket',
	ADDED_TO_CART: 'Added to basket',
	CART_CHECKOUT: 'Go to checkout',
	CART_SHIPPING: 'Standard delivery',
	CART_FREE_SHIPPING: 'Free delivery',
	PLUS_SHIPPING: 'plus delivery',
	FOOTER_SHIPPING: 'Delivery',
	ORDER_SHIPPING_COSTS: 'Delivery costs',
	ORDER_SUBTOTAL: 'Subtotal',
	ORDER_SHIPPED: 'Dispatched',
	POSTAL_CODE: 'Postcode',
	ADDRESS_POSTAL_CODE_REQUIRED: 'Please enter your postcode',
	STREET: 'Address line 1',
	APARTMENT: 'Address line 2 (optional)',
	CITY: 'Town/City',
	PHONE: 'Phone number',
	GLOBAL: 'International',
	ERROR_PAGE_HOMEPAGE_URL: '/uk/',
	SORT_NEW: 'New arrivals',
	CHECKOUT_LOGIN_TEXT: 'Sign in to your customer account or continue as a guest.',
}

export default en_GB
