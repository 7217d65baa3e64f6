// The hub pickers' words in Hindi (twin of hub-field.messages.ts).
import { icu } from '@/lib/i18n/icu';

export const hubsFailed = 'हब की सूची लोड नहीं हो सकी।';
export const nearestFirst = icu<{ pincode: string }>('{pincode} से सबसे नज़दीकी हब पहले।');
export const loadingHubs = 'हब लोड हो रहे हैं…';
export const chooseCityFirst = 'पहले अपना शहर चुनें';
export const chooseHub = 'हब चुनें';
export const noHubInCity = 'इस शहर में अभी कोई हब नहीं है';
/** "इस शहर में अभी … ऊपर पास का कोई शहर चुनें, [हमारे सभी हब] देखें, या [हमसे संपर्क करें] {help}" */
export const noHubBefore = 'इस शहर में अभी Revolt का कोई हब नहीं है। ऊपर पास का कोई शहर चुनें, ';
export const allHubs = 'हमारे सभी हब देखें';
export const noHubOr = ', या ';
export const contactUs = 'हमसे संपर्क करें';
/** After "contact us" on the delivery hub: what we then do. */
export const deliveryNoHubHelp = 'और हम बताएँगे कि आप डिलीवरी कहाँ ले सकते हैं।';
export const deliveryHub = 'डिलीवरी हब';
export const dealerRequired = 'वह हब चुनें जहाँ आप डिलीवरी लेंगे।';
