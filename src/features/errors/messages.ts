// The error screens in English (decision 048); messages.hi.ts is their Hindi twin. The not-found page is a shared
// component (src/components/not-found-body.tsx, its own catalogue).
export const notAllowedSeoTitle = 'Not allowed';
export const notAllowedSeoDescription = 'Your account does not have access to this page.';
export const notAllowedHeading = 'Not allowed';
export const notAllowedText = 'Your account does not have access to this page. If you think it should, ask your administrator to check your role.';
/** "<Go to the home page> or <see your profile>.": two links and the words around them. */
export const goHome = 'Go to the home page';
export const or = ' or ';
export const seeProfile = 'see your profile';
export const afterLinks = '.';
