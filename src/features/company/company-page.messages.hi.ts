// The content pages' frame in Hindi (twin of company-page.messages.ts).
export const home = 'होम';
export const updatedBefore = 'आख़िरी बदलाव: ';
export const updatedAfter = '';
export const loadingPage = 'पेज लोड हो रहा है';
