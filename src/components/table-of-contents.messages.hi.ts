// The contents list's heading in Hindi (twin of table-of-contents.messages.ts).
export const contents = 'विषय-सूची';
