// The place fields' words in Hindi (twin of location-fields.messages.ts).
export const listFailed = 'राज्यों और शहरों की सूची लोड नहीं हो सकी।';
export const state = 'राज्य';
export const loadingStates = 'राज्य लोड हो रहे हैं…';
export const chooseState = 'अपना राज्य चुनें';
export const city = 'शहर';
export const chooseCity = 'अपना शहर चुनें';
export const chooseStateFirst = 'पहले राज्य चुनें';
export const area = 'नज़दीकी इलाक़ा';
export const chooseArea = 'अपना नज़दीकी इलाक़ा चुनें';
export const chooseCityFirst = 'पहले शहर चुनें';
/** The pincode's hint, with the area asked for or not. */
export const pincodeFillsAll = 'पिनकोड पहले डालें, तो राज्य, शहर और नज़दीकी इलाक़ा हम भर देंगे।';
export const pincodeFillsCity = 'पिनकोड पहले डालें, तो राज्य और शहर हम भर देंगे।';
