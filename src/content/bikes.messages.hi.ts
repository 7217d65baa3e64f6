// The words of the bike data in Hindi (twin of bikes.messages.ts; plain functions for the same reason). Units (km, kmph,
// A) and codes (NMC) stay as they are; colour names are the maker's trade names, written in Devanagari.
import type { Acceleration, FastCharging, HomeCharging, ModelId, Warranty } from './bikes.js';

const amount = (n: number) => n.toLocaleString('hi-IN');

export const taglines: Record<ModelId, string> = {
  rv1: 'रोज़ के सफ़र के लिए इलेक्ट्रिक बाइक',
  'rv1-plus': 'बड़ी बैटरी, लंबे दिनों के लिए',
  'rv-blazex': 'स्पोर्टी, दमदार और वज़न उठाने के लिए बनी',
  rv400: 'ओरिजिनल AI-सक्षम इलेक्ट्रिक मोटरसाइकिल',
  'rv400-brz': 'RV400 का अनुभव, किफ़ायती क़ीमत में',
};

export const removableSuffix = ', निकालने लायक';

export function batteryType(battery: { nmc: boolean; removable: boolean }): string {
  return `लिथियम-आयन${battery.nmc ? ' NMC' : ''}${battery.removable ? removableSuffix : ''}`;
}

export function homeCharging(c: HomeCharging): string {
  return c.kind === 'portable'
    ? `पोर्टेबल चार्जर, ${c.socketAmps}A का घरेलू सॉकेट`
    : `${c.socketAmps}A सॉकेट में ${c.chargerAmps}A के स्टैंडर्ड चार्जर से लगभग ${c.hours} घंटे (0-100%)`;
}

export function fastCharging(c: FastCharging): string {
  return c.kind === 'offered' ? 'फ़ास्ट चार्जिंग की सुविधा' : `${c.chargerAmps}A के फ़ास्ट चार्जर से ${c.minutes} मिनट में 0-${c.toPercent}%`;
}

export function acceleration(a: Acceleration): string {
  return a.bound === 'about' ? `लगभग ${a.seconds} सेकंड में 0-${a.toKmph} kmph` : `${a.seconds} सेकंड से कम में 0-${a.toKmph} kmph`;
}

export function warranty(w: Warranty): string {
  return `${w.years} साल / ${amount(w.km)} km${w.cycles ? ` (लगभग ${amount(w.cycles)} चार्ज साइकिल)` : ''}`;
}

const COLOURS: Record<string, string> = {
  Black: 'ब्लैक',
  'Cosmic Black': 'कॉस्मिक ब्लैक',
  'Dark Sapphire Blue': 'डार्क सफ़ायर ब्लू',
  'Dark Silver': 'डार्क सिल्वर',
  'Eclipse Red': 'एक्लिप्स रेड',
  'Mist Grey': 'मिस्ट ग्रे',
  'Pacific Blue': 'पैसिफ़िक ब्लू',
  'Rebel Red': 'रेबल रेड',
  'Stellar Blue': 'स्टेलर ब्लू',
  'Titan Red': 'टाइटन रेड',
};

/** A colour as pages show it: the launch colours in Devanagari; a colour added in the back office as the admin named it. */
export function colourName(name: string): string {
  return COLOURS[name] ?? name;
}
