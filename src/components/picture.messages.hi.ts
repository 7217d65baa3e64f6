// The pictures' alt texts in Hindi (twin of picture.messages.ts).
import type { SceneId } from '@/content/bike-images';
import { icu } from '@/lib/i18n/icu';

export const bikeAlt = icu<{ model: string; colour: string }>('{colour} रंग में {model} इलेक्ट्रिक मोटरसाइकिल, आगे दाईं ओर से');
export const bikeColours = icu<{ model: string; count: number }>('{count} रंगों में {model}');

const SCENES: Record<SceneId, string> = {
  'city-dusk':
    'शाम के समय भारत की एक बाज़ार वाली सड़क के किनारे खड़ी लाल Revolt इलेक्ट्रिक मोटरसाइकिल, हिंदी और अंग्रेज़ी में दुकानों के बोर्ड और जलती स्ट्रीट लाइटें',
  'home-charging': 'शाम को घर के बरामदे की रोशनी में स्टैंड पर खड़ी Revolt इलेक्ट्रिक मोटरसाइकिल, दीवार के सॉकेट से चार्ज होती हुई',
  'service-hub': 'Revolt सेल्स और सर्विस हब के अंदर: डिस्प्ले पर रखी मोटरसाइकिलें और सर्विस बे',
  'monsoon-highway':
    'मानसून में हाईवे के किनारे स्टैंड पर खड़ी लाल Revolt इलेक्ट्रिक मोटरसाइकिल, भीगी सड़क और बारिश के बीच चमकती ट्रैफ़िक लाइटें',
};

export function sceneAlt(scene: SceneId): string {
  return SCENES[scene];
}
