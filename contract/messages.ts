// Messages both programs need (SPEC §8): the server sends them, the SPA shows or acts on them as is.
// No dependencies, so the SPA imports it at run time.

/** The message of a 401; the SPA signs the user out when it sees it. */
export const UNAUTHORIZED = 'Unauthorized';
/** Registration with a mobile or e-mail that already has an account (status duplicate). */
export const USER_ALREADY_REGISTERED = 'User Already Registered';
/** Sign-in with a wrong password. */
export const PASSWORD_INCORRECT = 'Password Entered is incorrect, please check and retry again.';
