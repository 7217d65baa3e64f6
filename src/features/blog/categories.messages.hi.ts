// The blog's category names in Hindi (twin of categories.messages.ts).
import type { Category } from '@/content/blog-categories';

export const categoryNames: Record<Category, string> = {
  'EV Buying Guide': 'EV ख़रीदारी गाइड',
  'Electric Bike Features': 'इलेक्ट्रिक बाइक के फ़ीचर',
  'EV Trends': 'EV के रुझान',
  'EV Maintenance Tips': 'देखभाल के टिप्स',
  Sustainability: 'पर्यावरण',
  'EV News': 'EV समाचार',
};
