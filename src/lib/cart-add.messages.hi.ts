// Why a bike was not added to the cart, in Hindi (twin of cart-add.messages.ts). Model and colour names are values.
import { icu } from '@/lib/i18n/icu';

export const unknownModel = icu<{ model: string }>('“{model}” नाम का कोई मॉडल हम नहीं बेचते। हमारी कोई एक बाइक चुनें।');
export const unknownColour = icu<{ model: string; colour: string }>('{model} {colour} रंग में नहीं आती। इसका कोई एक रंग चुनें।');
export const notOnSale = icu<{ model: string }>('{model} अभी बिक्री पर नहीं है, इसलिए कार्ट में नहीं जोड़ी गई। कोई दूसरी बाइक चुनें, या उपलब्ध होने पर सूचना पाएँ।');
export const pricesFailed = 'आज की क़ीमतें लोड नहीं हो सकीं, इसलिए बाइक कार्ट में नहीं जोड़ी गई। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।';
