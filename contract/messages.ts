// Messages both programs need (SPEC §8): the server sends them, the SPA shows or acts on them as is.
// No dependencies, so the SPA imports it at run time.

/** The message of a 401; the SPA signs the user out when it sees it. */
export const UNAUTHORIZED = 'Unauthorized';
/** Registration with a mobile or e-mail that already has an account (status duplicate). */
export const USER_ALREADY_REGISTERED = 'User Already Registered';
/** Sign-in with a wrong password. */
export const PASSWORD_INCORRECT = 'Password Entered is incorrect, please check and retry again.';
/**
 * 409 of a booking or purchase whose `expected_price` is not the model's current price; the answer also carries
 * `price`, so the screen shows the new price and asks the customer to confirm again.
 */
export function priceChanged(modelName: string, price: number): string {
  return `The price of the ${modelName} has changed to ₹${price.toLocaleString('en-IN')}. Check the new price and confirm.`;
}
