// User-facing messages fixed by SPEC §8, and the fallbacks used where the server says nothing.
export const GENERIC_ERROR = 'Something went wrong. Please try again.';
export const SOMETHING_WENT_WRONG = 'Something went wrong';
export const USER_ALREADY_REGISTERED = 'User Already Registered';
export const PASSWORD_INCORRECT = 'Password Entered is incorrect, please check and retry again.';
export const DEVTOOLS_DETECTED = 'DevTools detected';
export const UNAUTHORIZED = 'Unauthorized';
