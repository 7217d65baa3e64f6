// The field checks' messages as the SPA shows them (decision 048). In English they are the contract's own, the very
// words the server sends; the Hindi build shows validation.messages.hi.ts instead. Screens import `fieldMessages` from
// here, never `messages` from @contract/rules, so a Hindi page never shows an English check.
import { messages } from '@contract/rules';

export const fieldMessages: Record<keyof typeof messages, string> = messages;
