// The not-found page's search in Hindi (twin of site-search.messages.ts): Hindi titles, and words in Hindi and in
// English, since Hindi readers type both ("booking", "बुकिंग").
export const pageWords = {
  book: { title: 'अपनी मोटरसाइकिल बुक करें', words: 'बुकिंग ख़रीदें खरीदें ऑर्डर buy booking reserve order' },
  testRide: { title: 'मुफ़्त टेस्ट राइड बुक करें', words: 'टेस्ट राइड डेमो ट्रायल trial demo ride' },
  comparison: { title: 'मॉडलों की तुलना', words: 'तुलना स्पेसिफ़िकेशन फ़ीचर comparison specifications specs' },
  savings: { title: 'बचत कैलकुलेटर', words: 'पेट्रोल ख़र्च खर्च बचत पैसे petrol cost money fuel' },
  electricBike: { title: 'सभी इलेक्ट्रिक मोटरसाइकिलें', words: 'बाइक मॉडल रेंज क़ीमत कीमत bikes models range price' },
  locateDealer: { title: 'Revolt हब खोजें', words: 'डीलर शोरूम सर्विस सेंटर पास में नक्शा dealer showroom service centre store near me map' },
  careers: { title: 'करियर', words: 'नौकरी जॉब भर्ती jobs work hiring vacancy' },
  contactUs: { title: 'संपर्क करें', words: 'मदद सहायता कस्टमर केयर फ़ोन ईमेल help support customer care phone email' },
  blog: { title: 'ब्लॉग', words: 'लेख ख़बरें गाइड articles news guides' },
  signin: { title: 'साइन इन', words: 'लॉगिन अकाउंट खाता OTP login account' },
  aboutUs: { title: 'Revolt के बारे में', words: 'कंपनी कहानी हमारे बारे में company story about' },
};
