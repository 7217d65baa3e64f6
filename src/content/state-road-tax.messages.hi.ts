// What each state's road-tax figure rests on, in Hindi (twin of state-road-tax.messages.ts). State names stay as values.
export const assumedBasis = ({ state, rate }: { state: string; rate: number }) =>
  `${state} में इलेक्ट्रिक वाहनों पर रोड टैक्स की छूट लागू होने की पुष्टि हम नहीं कर सके, इसलिए एक्स-शोरूम क़ीमत का ${rate}% माना गया है। सही दर आपका डीलर बताएगा।`;
export const delhiBasis = 'दिल्ली की EV नीति में बैटरी से चलने वाले इलेक्ट्रिक वाहनों पर रोड टैक्स माफ़ है।';
export const karnatakaBasis = 'कर्नाटक में कई सालों से इलेक्ट्रिक वाहनों पर रोड टैक्स की छूट है।';
export const maharashtraBasis = 'महाराष्ट्र की EV नीति 2025 में बैटरी से चलने वाले इलेक्ट्रिक वाहनों को मोटर वाहन टैक्स से छूट दी गई है।';
export const telanganaBasis = 'तेलंगाना की नवंबर 2024 की EV नीति में इलेक्ट्रिक वाहनों पर रोड टैक्स और रजिस्ट्रेशन फ़ीस माफ़ है।';
